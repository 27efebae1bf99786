/// A piece of UI described as a value: its `body` is a pure function of its stored properties.
/// Components compose other components and elements, like SwiftUI views.
public protocol Component: Sendable {
    var body: Node { get }
}

extension Component {
    public func render() -> String { body.render() }

    /// The UTF-8 bytes of `render()` (`Node.renderBytes()`).
    public func renderBytes() -> [UInt8] { body.renderBytes() }
}
