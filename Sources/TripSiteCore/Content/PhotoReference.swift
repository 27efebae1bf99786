/// A `photo:` value as written and its line, for the loader or the model stage to resolve
/// against the disk.
package struct PhotoReference: Hashable, Codable, Sendable {
    package var value: String
    package var line: Int?

    package init(_ value: String, line: Int?) {
        self.value = value
        self.line = line
    }
}
