import CXML2
import Foundation

/// Reads GPX 1.0 and 1.1 files: tracks with their segments, routes and waypoints, streamed
/// through libxml2's SAX2 parser, which pulls the file through `read(2)` a buffer at a time,
/// so a file is never held in memory (only its points are, 32 bytes each). Never throws: what
/// is wrong goes into `GPXFile.problems` with its line.
package enum GPXReader {
    /// Files with more track and route points than this are refused when the limit is met,
    /// without reading on: a million points is a day recorded every tenth of a second.
    package static let defaultMaxPoints = 1_000_000

    /// The GPX file at `path`.
    package static func read(path: String, maxPoints: Int = defaultMaxPoints) -> GPXFile {
        let descriptor = open(path, O_RDONLY)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            var file = GPXFile()
            file.problems.append(GPXProblem(line: 1, message: "cannot be read"))
            return file
        }
        defer { close(descriptor) }
        let source = GPXSource.descriptor(descriptor, size: Int(status.st_size))
        return read(source, maxPoints: maxPoints, halvesFrom: GPXHalves.minimumSize)
    }

    /// A GPX document already in memory (tests, fuzzing); one of at least `halvesFrom` bytes
    /// is read in two halves at once.
    package static func read(
        bytes: [UInt8], maxPoints: Int = defaultMaxPoints, halvesFrom minimumSize: Int = GPXHalves.minimumSize
    ) -> GPXFile {
        bytes.withUnsafeBytes { read(.bytes($0), maxPoints: maxPoints, halvesFrom: minimumSize) }
    }

    static func read(_ source: GPXSource, maxPoints: Int, halvesFrom minimumSize: Int) -> GPXFile {
        _ = initialized
        if source.size >= minimumSize, let file = GPXHalves.read(source, maxPoints: maxPoints) { return file }
        var input = GPXInput(source: source)
        var state = GPXReadState(maxPoints: maxPoints)
        parse(&input, into: &state)
        state.finish()
        return state.file
    }

    /// libxml2's global state, set up once before any parser runs: "not reentrant, call once
    /// before processing in case of use in multithreaded programs" (its documentation), and
    /// files are read on every core, a large one in two halves at once.
    private static let initialized: Void = xmlInitParser()

    /// Runs libxml2 over `input`, its callbacks adding to `state`. Pulling the input (an I/O
    /// context) rather than pushing chunks: libxml2's push mode re-checks every chunk's
    /// boundaries, which slows a large file down.
    static func parse(_ input: inout GPXInput, into state: inout GPXReadState) {
        withUnsafeMutablePointer(to: &input) { input in
            withUnsafeMutablePointer(to: &state) { state in parse(input: input, state: state) }
        }
    }

    private static func parse(input: UnsafeMutablePointer<GPXInput>, state: UnsafeMutablePointer<GPXReadState>) {
        var handler = saxHandler()
        let read: xmlInputReadCallback = { context, buffer, length in
            guard let context, let buffer else { return -1 }
            return context.assumingMemoryBound(to: GPXInput.self).pointee.read(into: buffer, length: Int(length))
        }
        // The descriptor is the caller's to close.
        let release: xmlInputCloseCallback = { _ in 0 }
        guard
            let context = xmlCreateIOParserCtxt(
                &handler, nil, read, release, UnsafeMutableRawPointer(input), XML_CHAR_ENCODING_NONE)
        else {
            state.pointee.file.problems.append(GPXProblem(line: 1, message: "the XML parser could not start"))
            return
        }
        defer { xmlFreeParserCtxt(context) }
        // No network, no entity expansion into the document, no DTD loading: a GPX file is
        // data, and the parser's default limits on depth and text size stay on.
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        context.pointee._private = UnsafeMutableRawPointer(state)
        _ = xmlParseDocument(context)
    }

    /// The SAX2 callbacks: each finds the `GPXReadState` in the context's `_private`.
    private static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, name, prefix, uri, namespaceCount, namespaces, count, _, attributes in
            guard let context, let name else { return }
            let state = GPXReadState.of(context)
            let line = Int(xmlSAX2GetLineNumber(context))
            let attributes = GPXAttributes(pointer: attributes, count: Int(count))
            if !state.pointee.start(UTF8Name(name), attributes: attributes, line: line) {
                xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self))
            }
            if state.pointee.halves != nil, state.pointee.depth <= GPXHalves.scopeDepth {
                let element = GPXHalves.Element(
                    name: name, prefix: prefix, uri: uri, namespaces: namespaces, count: Int(namespaceCount))
                GPXHalves.opened(element, state: state, parser: context.assumingMemoryBound(to: xmlParserCtxt.self))
            }
        }
        handler.endElementNs = { context, name, _, _ in
            guard let context, let name else { return }
            let state = GPXReadState.of(context)
            if state.pointee.halves != nil, state.pointee.depth <= GPXHalves.scopeDepth {
                state.pointee.halves?.scope.removeLast()
            }
            state.pointee.end(UTF8Name(name), line: Int(xmlSAX2GetLineNumber(context)))
        }
        handler.characters = { context, bytes, count in
            guard let context, let bytes else { return }
            GPXReadState.of(context).pointee.characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        handler.serror = { context, error in
            guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            let atEnd = error.pointee.code == Int32(XML_ERR_TAG_NOT_FINISHED.rawValue)
            GPXReadState.of(context).pointee.xmlError(message, line: Int(error.pointee.line), atEndOfInput: atEnd)
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
