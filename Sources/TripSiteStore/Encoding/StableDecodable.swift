/// A value that reads its own `StableEncoding` tokens, what its `StableHashable` form wrote,
/// without the `Decodable` containers' indirection: the standard library's values and the
/// model's that write their own tokens.
package protocol StableDecodable: Decodable {
    init(stableFrom reader: StableReader, depth: Int) throws
}

extension String: StableDecodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        self = try reader.text(depth: depth)
    }
}

extension Int: StableDecodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        self = Int(truncatingIfNeeded: Int64(bitPattern: try reader.payload(.int, depth: depth)))
    }
}

extension Int64: StableDecodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        self = Int64(bitPattern: try reader.payload(.int, depth: depth))
    }
}

extension UInt64: StableDecodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        self = try reader.payload(.unsigned, depth: depth)
    }
}

extension Int32: StableDecodable {}
extension Int16: StableDecodable {}
extension Int8: StableDecodable {}
extension UInt32: StableDecodable {}
extension UInt16: StableDecodable {}
extension UInt8: StableDecodable {}
extension UInt: StableDecodable {}

extension StableDecodable where Self: FixedWidthInteger {
    /// A narrower integer: written as an `Int` (signed) or a `UInt64`, read back when it fits.
    package init(stableFrom reader: StableReader, depth: Int) throws {
        let word = try reader.payload(Self.isSigned ? .int : .unsigned, depth: depth)
        let value = Self.isSigned ? Self(exactly: Int64(bitPattern: word)) : Self(exactly: word)
        guard let value else { throw StableReader.Corrupt() }
        self = value
    }
}

extension Bool: StableDecodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        switch reader.peek(depth: depth) {
        case .true: self = true
        case .false: self = false
        default: throw StableReader.Corrupt()
        }
        try reader.take(self ? .true : .false, depth: depth)
    }
}

extension Double: StableDecodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        self = Double(bitPattern: try reader.payload(.double, depth: depth))
    }
}

extension Float: StableDecodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        self = Float(try Double(stableFrom: reader, depth: depth))
    }
}

extension Optional: StableDecodable where Wrapped: Decodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        if reader.peek(depth: depth) == .null {
            try reader.take(.null, depth: depth)
            self = .none
        } else {
            self = .some(try reader.decode(Wrapped.self, depth: depth))
        }
    }
}

extension Array: StableDecodable where Element: Decodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        // Bytes, and any empty list (`StableHashable` writes it as no bytes).
        if reader.peek(depth: depth) == .bytes {
            let bytes = try reader.bytes(.bytes, depth: depth)
            guard bytes.isEmpty || Element.self == UInt8.self, let array = [UInt8](bytes) as? Self else {
                throw StableReader.Corrupt()
            }
            self = array
            return
        }
        try reader.take(.list, depth: depth)
        self.init()
        while reader.peek(depth: depth + 1) != nil { append(try reader.decode(Element.self, depth: depth + 1)) }
    }
}

extension Set: StableDecodable where Element: Decodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        let count = try reader.payload(.unordered, depth: depth)
        self.init()
        try reader.unshared {
            for _ in 0..<count { insert(try reader.decode(Element.self, depth: depth + 1)) }
        }
    }
}

extension Dictionary: StableDecodable where Key: Decodable, Value: Decodable {
    package init(stableFrom reader: StableReader, depth: Int) throws {
        let count = try reader.payload(.unordered, depth: depth)
        self.init()
        try reader.unshared {
            for _ in 0..<count {
                try reader.take(.list, depth: depth + 1)
                let key = try reader.decode(Key.self, depth: depth + 2)
                guard updateValue(try reader.decode(Value.self, depth: depth + 2), forKey: key) == nil else {
                    throw StableReader.Corrupt()
                }
            }
        }
    }
}
