import TripSiteGeo

// The Markdown side of a parsed trip: cmark-gfm's HTML with its images and embeds, links,
// activities. Each type's fields in declaration order, the same in `write` and `init`.

extension MarkdownHTML: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(html)
        writer.writeShared(images)
        writer.writeShared(embeds)
        writer.write(galleries)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            checked: try reader.read(), images: try reader.readShared([MarkdownImage].self),
            embeds: try reader.readShared([MarkdownEmbed].self), galleries: try reader.read())
    }
}

extension MarkdownImage: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(url)
        writer.write(alt)
        writer.write(title)
        writer.write(isFigure)
        writer.write(line)
        writer.write(cmarkHTML)
        writer.write(inGallery)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            url: try reader.read(), alt: try reader.read(), title: try reader.read(), isFigure: try reader.read(),
            line: try reader.read(), cmarkHTML: try reader.read(), inGallery: try reader.read())
    }
}

extension MarkdownGallery: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(images)
        writer.write(caption)
        writer.write(line)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(images: try reader.read(), caption: try reader.read(), line: try reader.read())
    }
}

extension MarkdownEmbed: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(link)
        writer.write(title)
        writer.write(line)
        writer.write(cmarkHTML)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            link: try reader.read(), title: try reader.read(), line: try reader.read(), cmarkHTML: try reader.read())
    }
}

extension EmbedLink: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(provider.rawValue)
        writer.write(url)
        writer.write(playerURL)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        guard let provider = Provider(rawValue: try reader.read()) else { throw StoreReader.Corrupt() }
        self.init(provider: provider, url: try reader.read(), playerURL: try reader.read())
    }
}

extension Activity: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(title)
        writer.write(nameHTML)
        writer.write(isDone)
        writer.write(date)
        writer.write(notesHTML)
        writer.write(line)
        writer.write(anchor)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            title: try reader.read(), nameHTML: try reader.read(), isDone: try reader.read(), date: try reader.read(),
            notesHTML: try reader.read(), line: try reader.read(), anchor: try reader.read())
    }
}

extension JournalLink: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(url)
        writer.write(line)
        writer.write(isImage)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(url: try reader.read(), line: try reader.read(), isImage: try reader.read())
    }
}

extension Diagnostic: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(severity.rawValue)
        writer.write(file)
        writer.write(line)
        writer.write(column)
        writer.write(message)
        writer.write(stage?.rawValue)
        writer.write(group)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        guard let severity = Severity(rawValue: try reader.read()) else { throw StoreReader.Corrupt() }
        let file: String = try reader.read()
        let line: Int? = try reader.read()
        let column: Int? = try reader.read()
        let message: String = try reader.read()
        let stageName: String? = try reader.read()
        let stage = stageName.map(BuildStage.init(rawValue:))
        if stage == .some(nil) { throw StoreReader.Corrupt() }
        self.init(severity: severity, file: file, line: line, column: column, message: message, stage: stage ?? nil)
        group = try reader.read()
    }
}
