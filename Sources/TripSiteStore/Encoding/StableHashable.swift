/// A value that writes its own `StableEncoding` tokens: the standard library's values, and
/// the model's most often hashed ones, without the `Encodable` containers' indirection. It
/// writes the tokens its `Encodable` form would (a list's items one level down, an optional
/// as its value or a null), so a value hashes alike whichever way it is reached.
@usableFromInline package protocol StableHashable: Encodable {
    func stableEncode(into encoding: inout StableEncoding, depth: Int)
}

extension String: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(self, depth: depth)
    }
}

extension Int: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(self, depth: depth)
    }
}

extension Int64: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.int, UInt64(bitPattern: self), depth: depth)
    }
}

extension Int32: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(Int(self), depth: depth)
    }
}

extension Int16: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(Int(self), depth: depth)
    }
}

extension Int8: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(Int(self), depth: depth)
    }
}

extension UInt: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.unsigned, UInt64(self), depth: depth)
    }
}

extension UInt16: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.unsigned, UInt64(self), depth: depth)
    }
}

extension UInt64: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.unsigned, self, depth: depth)
    }
}

extension UInt32: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.unsigned, UInt64(self), depth: depth)
    }
}

extension UInt8: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.unsigned, UInt64(self), depth: depth)
    }
}

extension Bool: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(self ? .true : .false, depth: depth)
    }
}

extension Double: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(self, depth: depth)
    }
}

extension Float: StableHashable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(Double(self), depth: depth)
    }
}

extension Optional: StableHashable where Wrapped: Encodable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        switch self {
        case .none: encoding.write(.null, depth: depth)
        case .some(let value): encoding.encode(value, depth: depth)
        }
    }
}

extension Array: StableHashable where Element: Encodable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        if let bytes = self as? [UInt8] { return encoding.write(bytes: bytes, depth: depth) }
        encoding.write(.list, depth: depth)
        for element in self { encoding.encode(element, depth: depth + 1) }
    }
}

extension Set: StableHashable where Element: Encodable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.writeUnordered(self, depth: depth) { member, one in one.encode(member, depth: depth + 1) }
    }
}

extension Dictionary: StableHashable where Key: Encodable, Value: Encodable {
    @inlinable package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.writeUnordered(self, depth: depth) { entry, one in
            one.write(.list, depth: depth + 1)
            one.encode(entry.key, depth: depth + 2)
            one.encode(entry.value, depth: depth + 2)
        }
    }
}
