import Foundation
import TripSiteCore

/// Finding the fields of an export's JSON file that nothing read, by walking it once more
/// through `JSONDecoder`, which keeps the file as its compact map: the same walk through
/// `JSONSerialization` made a Foundation object of every value, about 45 times the file in
/// memory (800 MB for a 19 MB `locations.json`).
extension ImportJSON {
    /// One warning naming the fields of `data` that were not read, at the line of the first.
    /// A field inside one not read is not named again, nor are the parts of a field read
    /// whole (its parts never asked for).
    /// `quiet` fields are dropped without being named (`QuietFields`).
    static func warnAboutUnknownFields(
        in data: Data, read: Set<String>, quiet: Set<String> = [], file: String, report: inout ImportReport
    ) {
        let walk = FieldWalk(read: read, quiet: quiet)
        let decoder = JSONDecoder()
        decoder.userInfo[FieldWalk.key] = walk
        guard (try? decoder.decode(FieldWalker.self, from: data)) != nil, let first = walk.unknown.first else { return }
        let name = String(first.split(separator: ".").last ?? "")
        let offset = data.firstRange(of: Data("\"\(name)\"".utf8))?.lowerBound ?? 0
        let (line, _) = lineAndColumn(ofOffset: offset, in: data)
        let shown = walk.unknown.prefix(12).joined(separator: ", ")
        let more = walk.unknown.count > 12 ? " and \(walk.unknown.count - 12) more" : ""
        report.warn("fields TripSite does not import: \(shown)\(more)", file: file, line: line)
    }

    /// What one walk knows and finds: the fields read, the fields whose parts were read (to
    /// walk into), and the unknown fields in the order met.
    final class FieldWalk: @unchecked Sendable {
        static let key = CodingUserInfoKey(rawValue: "tripsite.import.fieldWalk")!
        let read: Set<String>
        /// Fields not read and not named either; their parts are not walked.
        let quiet: Set<String>
        let parents: Set<String>
        private(set) var unknown: [String] = []
        private var seen: Set<String> = []

        init(read: Set<String>, quiet: Set<String> = []) {
            self.read = read
            self.quiet = quiet
            var parents: Set<String> = []
            for field in read {
                var parts = field.split(separator: ".").dropLast()
                while !parts.isEmpty {
                    parents.insert(parts.joined(separator: "."))
                    parts = parts.dropLast()
                }
            }
            self.parents = parents
        }

        func found(_ field: String) {
            if seen.insert(field).inserted { unknown.append(field) }
        }
    }

    /// Any JSON value, walked: an object's members by name (sorted), a list's items in order.
    struct FieldWalker: Decodable {
        init(from decoder: Decoder) throws {
            guard let walk = decoder.userInfo[FieldWalk.key] as? FieldWalk else { return }
            if let object = try? decoder.container(keyedBy: Key.self) {
                let path = decoder.codingPath.filter { $0.intValue == nil }.map(\.stringValue).joined(separator: ".")
                for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    let field = path.isEmpty ? key.stringValue : path + "." + key.stringValue
                    if walk.quiet.contains(field), !walk.parents.contains(field) {
                        continue
                    } else if !walk.read.contains(field) {
                        walk.found(field)
                    } else if walk.parents.contains(field) {
                        _ = try? object.decode(FieldWalker.self, forKey: key)
                    }
                }
            } else if var list = try? decoder.unkeyedContainer() {
                while !list.isAtEnd {
                    guard (try? list.decode(FieldWalker.self)) != nil else { break }
                }
            }
        }
    }
}
