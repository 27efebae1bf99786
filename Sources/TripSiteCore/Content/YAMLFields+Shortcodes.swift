extension YAMLFields {
    /// A warning for each shortcode or Liquid tag a Markdown body left out, at its line of
    /// the file (the body starts after `lineOffset` lines).
    mutating func warn(about removed: [RemovedShortcode], lineOffset: Int) {
        for shortcode in removed {
            if let warning = shortcode.warning(file: file, lineOffset: lineOffset) { append(warning) }
        }
    }
}
