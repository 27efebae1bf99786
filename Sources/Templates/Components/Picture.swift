/// A photo the browser picks the size of: a `<picture>` with a `<source>` per modern format
/// (WebP, AVIF) and an `<img>` of the JPEG fallback, each with a `srcset` of widths and the
/// `sizes` the layout shows it at. The `<img>` carries the displayed image's true width and
/// height (no layout shift), loads lazily unless it is the page's main image, and shows the
/// photo's average colour until it arrives.
public struct Picture: Component, Sendable {
    public struct Candidate: Sendable, Hashable {
        public var url: String
        public var width: Int
        public init(url: String, width: Int) {
            self.url = url
            self.width = width
        }
    }

    public struct Source: Sendable, Hashable {
        /// The media type (`image/webp`).
        public var type: String
        public var candidates: [Candidate]
        public init(type: String, candidates: [Candidate]) {
            self.type = type
            self.candidates = candidates
        }
    }

    public enum Loading: Sendable, Hashable {
        /// Below the fold: fetched when it nears the viewport.
        case lazy
        /// The page's main image (a trip's hero): fetched first.
        case eager
    }

    public var sources: [Source]
    /// The `<img>`'s own candidates (the fallback format); the first is its `src`.
    public var fallback: [Candidate]
    public var sizes: String
    public var width: Int
    public var height: Int
    public var alt: String
    public var loading: Loading
    /// `#rrggbb`, shown behind the image while it loads.
    public var placeholderColor: String?
    /// More attributes of the `<img>` (a class, a view-transition name).
    public var imageAttributes: [Attribute]
    /// CSS declarations for the `<img>`'s `style`, besides the placeholder colour.
    public var style: String?

    public init(
        sources: [Source], fallback: [Candidate], sizes: String, width: Int, height: Int, alt: String,
        loading: Loading = .lazy, placeholderColor: String? = nil, imageAttributes: [Attribute] = [],
        style: String? = nil
    ) {
        self.sources = sources
        self.fallback = fallback
        self.sizes = sizes
        self.width = width
        self.height = height
        self.alt = alt
        self.loading = loading
        self.placeholderColor = placeholderColor
        self.imageAttributes = imageAttributes
        self.style = style
    }

    static func srcset(_ candidates: [Candidate]) -> String {
        candidates.map { "\($0.url) \($0.width)w" }.joined(separator: ", ")
    }

    public var body: Node {
        .picture {
            for source in sources where !source.candidates.isEmpty {
                Node.source([
                    Attribute("type", source.type), Attribute("srcset", Self.srcset(source.candidates)),
                    Attribute("sizes", sizes),
                ])
            }
            Node.img(imageAttributeList)
        }
    }

    private var imageAttributeList: [Attribute] {
        var attributes = [Attribute("src", fallback.first?.url ?? "")]
        if fallback.count > 1 {
            attributes += [Attribute("srcset", Self.srcset(fallback)), Attribute("sizes", sizes)]
        }
        attributes += [
            Attribute("alt", alt), Attribute("width", String(width)), Attribute("height", String(height)),
        ]
        switch loading {
        case .lazy: attributes += [Attribute("loading", "lazy"), Attribute("decoding", "async")]
        case .eager: attributes += [Attribute("fetchpriority", "high"), Attribute("decoding", "async")]
        }
        let declarations = [placeholderColor.map { "background-color: \($0)" }, style].compactMap { $0 }
        if !declarations.isEmpty { attributes.append(Attribute("style", declarations.joined(separator: "; "))) }
        return attributes + imageAttributes
    }
}
