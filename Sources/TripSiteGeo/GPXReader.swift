import CXML2
import Foundation

/// Reads GPX 1.0 and 1.1 files: tracks with their segments, routes and waypoints, streamed
/// through libxml2's SAX2 push parser in 256 KB chunks, so a file is never held in memory
/// (only its points are, 32 bytes each). Never throws: what is wrong goes into
/// `GPXFile.problems` with its line.
package enum GPXReader {
    /// Files with more track and route points than this are refused when the limit is met,
    /// without reading on: a million points is a day recorded every tenth of a second.
    package static let defaultMaxPoints = 1_000_000

    /// The GPX file at `path`.
    package static func read(path: String, maxPoints: Int = defaultMaxPoints) -> GPXFile {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            var file = GPXFile()
            file.problems.append(GPXProblem(line: 1, message: "cannot be read"))
            return file
        }
        defer { try? handle.close() }
        return parse(maxPoints: maxPoints) { buffer in
            let chunk = (try? handle.read(upToCount: buffer.count)) ?? Data()
            return chunk.copyBytes(to: buffer)
        }
    }

    /// A GPX document already in memory (tests, fuzzing).
    package static func read(bytes: [UInt8], maxPoints: Int = defaultMaxPoints) -> GPXFile {
        bytes.withUnsafeBytes { all in
            var offset = 0
            return parse(maxPoints: maxPoints) { buffer in
                let count = min(buffer.count, all.count - offset)
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: all[offset..<offset + count]))
                offset += count
                return count
            }
        }
    }

    /// Feeds libxml2 the chunks `next` fills (0: the end) and collects what its callbacks see.
    private static func parse(maxPoints: Int, next: (UnsafeMutableRawBufferPointer) -> Int) -> GPXFile {
        let state = UnsafeMutablePointer<GPXReadState>.allocate(capacity: 1)
        state.initialize(to: GPXReadState(maxPoints: maxPoints))
        defer { state.deinitialize(count: 1).deallocate() }
        var handler = saxHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else {
            state.pointee.file.problems.append(GPXProblem(line: 1, message: "the XML parser could not start"))
            return state.pointee.file
        }
        defer { xmlFreeParserCtxt(context) }
        // No network, no entity expansion into the document, no DTD loading: a GPX file is
        // data, and the parser's default limits on depth and text size stay on.
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        context.pointee._private = UnsafeMutableRawPointer(state)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 1)
        defer { buffer.deallocate() }
        while !state.pointee.stopped {
            let count = next(buffer)
            let bytes = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            _ = xmlParseChunk(context, bytes, Int32(count), count == 0 ? 1 : 0)
            if count == 0 { break }
        }
        state.pointee.finish()
        return state.pointee.file
    }

    /// The SAX2 callbacks: each finds the `GPXReadState` in the context's `_private`.
    private static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, name, _, _, _, _, count, _, attributes in
            guard let context, let name else { return }
            let state = GPXReadState.of(context)
            let line = Int(xmlSAX2GetLineNumber(context))
            let attributes = GPXAttributes(pointer: attributes, count: Int(count))
            if !state.pointee.start(UTF8Name(name), attributes: attributes, line: line) {
                xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self))
            }
        }
        handler.endElementNs = { context, name, _, _ in
            guard let context, let name else { return }
            GPXReadState.of(context).pointee.end(UTF8Name(name), line: Int(xmlSAX2GetLineNumber(context)))
        }
        handler.characters = { context, bytes, count in
            guard let context, let bytes else { return }
            GPXReadState.of(context).pointee.characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        handler.serror = { context, error in
            guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            GPXReadState.of(context).pointee.xmlError(message, line: Int(error.pointee.line))
        }
        return handler
    }
}

extension GPXReadState {
    /// The state a callback's parser context carries.
    static func of(_ context: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GPXReadState> {
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        return parser.pointee._private!.assumingMemoryBound(to: GPXReadState.self)
    }
}

/// An element's local name as libxml2 gives it (NUL-terminated UTF-8), compared without
/// making a String.
struct UTF8Name {
    let pointer: UnsafePointer<UInt8>

    init(_ pointer: UnsafePointer<UInt8>) { self.pointer = pointer }

    static func == (name: UTF8Name, text: StaticString) -> Bool {
        strcmp(
            UnsafeRawPointer(name.pointer).assumingMemoryBound(to: CChar.self),
            UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }

    var string: String { String(cString: pointer) }
}

/// libxml2's SAX2 attributes: for each, five pointers (local name, prefix, URI, value start,
/// value end).
struct GPXAttributes {
    let pointer: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    let count: Int

    /// The value of the attribute named `name` (in no namespace), or nil.
    func value(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        guard let pointer else { return nil }
        for index in 0..<count {
            let base = pointer + index * 5
            guard let local = base[0], UTF8Name(local) == name, let start = base[3], let end = base[4] else { continue }
            return UnsafeBufferPointer(start: start, count: end - start)
        }
        return nil
    }
}
