import Foundation
import TripSiteCore

/// One Hugo or Jekyll post or page as read by `PostReader`: TripSite's values for its front
/// matter, and its Markdown with the shortcodes TripSite knows converted.
struct ImportedPost {
    var source: StaticSite.Source
    /// Its file as warnings name it (`site/content/posts/oslo.md`).
    var file: String
    var title: String
    /// `description`, else `summary` or `excerpt`: a trip's `subtitle`, a page's `description`.
    var description: String?
    /// `date` (else `publishDate`), else the file name's date.
    var date: Day?
    /// The cover as written (`photo`, else the first of `TripParser.borrowedPhotoKeys`:
    /// `images[0]`, `cover.image`, `featured_image`, `image`, `header.image`, `header.teaser`,
    /// `feature_image`), and its line.
    var photo: String?
    var photoLine: Int?
    /// `tags` and `categories`, without repeats (case ignored).
    var tags: [String]
    var firstTag: String?
    var firstCategory: String?
    var firstSeries: String?
    var draft: Bool
    /// TripSite keys kept as they are (`country`, `location`, …).
    var native: [(String, FrontMatterValue)]
    /// The post's own `params` and every key TripSite has no place for.
    var params: [(String, FrontMatterValue)]
    /// The slug it is written under before it is made unique: Hugo's `slug`, else its name.
    var slug: String
    var body: String
    /// Lines before the body in the file, to locate a body line.
    var bodyOffset: Int

    /// Keys that become a trip's own (a trip's front matter keeps them as written).
    static let nativeKeys = ["country", "location", "start", "end", "featured", "season", "travelled", "distance"]
    /// Keys an entry takes as a trip does; the others of `nativeKeys` go under its `params`.
    static let entryKeys: Set<String> = ["country", "location"]
    /// Keys read into the values above.
    static let readKeys: Set<String> = [
        "title", "description", "summary", "excerpt", "subtitle", "date", "publishDate", "photo", "images",
        "featured_image", "image", "cover", "header", "feature_image", "tags", "categories", "category", "series",
        "draft", "published", "params", "slug",
    ]
    /// Hugo and Jekyll keys TripSite has no use for: dropped.
    static let droppedKeys: Set<String> = [
        "layout", "author", "authors", "comments", "permalink", "aliases", "weight", "menu", "lastmod", "type",
        "toc", "keywords", "url", "share", "showToc", "hidemeta", "sitemap", "expiryDate", "linkTitle",
        "ShowToc", "TocOpen", "ShowReadingTime", "ShowBreadCrumbs", "ShowPostNavLinks", "disqus_identifier",
    ]
}
