import Foundation

/// An opaque sRGB colour, as `site.yml` gives it (`#5b4fe9` or `#54e`), with the WCAG 2
/// relative luminance and contrast ratio the build checks theme colours by.
package struct RGBColor: Hashable, Encodable, Sendable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double

    package init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb` or `#rgb`, any case; nil for anything else.
    package init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits = String(text.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        red = Double((value >> 16) & 0xFF) / 255
        green = Double((value >> 8) & 0xFF) / 255
        blue = Double(value & 0xFF) / 255
    }

    package static let white = RGBColor(red: 1, green: 1, blue: 1)
    package static let black = RGBColor(red: 0, green: 0, blue: 0)

    /// `#rrggbb`, lower case.
    package var description: String {
        "#" + [red, green, blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
    }

    /// WCAG 2.2 relative luminance (sRGB channels linearised).
    package var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.2 contrast ratio, 1…21.
    package func contrast(with other: RGBColor) -> Double {
        let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// This colour mixed with another, `amount` (0…1) of the other.
    package func mixed(with other: RGBColor, amount: Double) -> RGBColor {
        RGBColor(
            red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
            blue: blue + (other.blue - blue) * amount)
    }

    /// The least mix toward black or white (whichever moves away from `background`) that
    /// reaches `ratio` against every one of `backgrounds`, in steps of 1 %; self when it
    /// already does.
    package func adjusted(toReach ratio: Double, against backgrounds: [RGBColor]) -> RGBColor {
        let darkBackground = backgrounds.map(\.luminance).max() ?? 0 < 0.18
        let target: RGBColor = darkBackground ? .white : .black
        for step in 0...100 {
            let candidate = mixed(with: target, amount: Double(step) / 100).rounded
            if backgrounds.allSatisfy({ candidate.contrast(with: $0) >= ratio }) { return candidate }
        }
        return target
    }

    /// Rounded to 8-bit channels, as it will be written in CSS.
    var rounded: RGBColor {
        RGBColor(
            red: (red * 255).rounded() / 255, green: (green * 255).rounded() / 255, blue: (blue * 255).rounded() / 255)
    }
}
