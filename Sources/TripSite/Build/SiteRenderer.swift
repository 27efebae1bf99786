/// The `render` stage: every output file of the site as a pure function of the `Site` and
/// the render context. Each output lists the inputs it read.
enum SiteRenderer {
    /// Two outputs at one path (a `static/404.html` beside the generated 404 page, a bundle
    /// file named `index.html`): an error naming the file that collides.
    static func pathConflicts(_ files: [OutputFile], site: Site) -> [Diagnostic] {
        var byPath: [String: [OutputFile]] = [:]
        for file in files { byPath[file.path, default: []].append(file) }
        var diagnostics: [Diagnostic] = []
        for (path, group) in byPath where group.count > 1 {
            let generated = group.contains { $0.origin == nil }
            for file in group {
                // Built-in theme files are not the user's to rename: report the other side.
                guard let origin = file.origin, !origin.hasPrefix("the built-in theme") else { continue }
                let other = generated ? "the page TripSite generates there"
                    : group.compactMap(\.origin).filter { $0 != origin }.joined(separator: ", ")
                diagnostics.append(.error("\(origin) would be written to /\(path), which is also \(other); rename or move it", file: origin))
            }
        }
        return diagnostics.sorted { $0.file < $1.file }
    }

    static func render(_ site: Site, themeAssets: [Asset]) -> [OutputFile] {
        let context = RenderContext(config: site.config, pages: site.pages, themeFiles: Set(themeAssets.map { String($0.outputPath.dropFirst("theme/".count)) }))
        let chrome: Set<BuildInput> = [.config, .theme, .pageList]
        var files: [OutputFile] = []

        files.append(OutputFile(path: "index.html", contents: .text(HomePage.render(site, context: context)), inputs: chrome.union([.tripSummaries])))
        for collection in Collections.all(site, context: context) where collection.alwaysPublished || !collection.trips.isEmpty {
            files.append(OutputFile(
                path: SiteURLs.collectionFolder(collection.id) + "index.html",
                contents: .text(CollectionPage.render(collection, context: context)), inputs: chrome.union([.tripSummaries])
            ))
        }
        for (index, trip) in site.trips.enumerated() {
            let previous = index > 0 ? site.trips[index - 1] : nil
            let next = index + 1 < site.trips.count ? site.trips[index + 1] : nil
            let html = TripPage.render(trip, previous: previous, next: next, badges: site.goals.badges(for: trip.slug), context: context)
            files.append(OutputFile(path: SiteURLs.tripFolder(trip.slug) + "index.html", contents: .text(html),
                                    inputs: chrome.union([.trip(slug: trip.slug), .tripSummaries, .goals])))
            if trip.photo == .placeholder {
                files.append(OutputFile(path: SiteURLs.tripFolder(trip.slug) + "placeholder.svg",
                                        contents: .text(Placeholder.svg(for: trip.slug)), inputs: [.trip(slug: trip.slug)]))
            }
        }
        for page in site.pages {
            files.append(OutputFile(path: "\(page.slug)/index.html", contents: .text(StandalonePage.render(page, context: context)),
                                    inputs: chrome.union([.page(slug: page.slug)])))
        }
        files.append(OutputFile(path: "404.html", contents: .text(NotFoundPage.render(context: context)), inputs: chrome))

        let goals = chrome.union([.goals])
        files.append(OutputFile(path: SiteURLs.goalsFolder + "index.html", contents: .text(GoalsPage.render(site, context: context)), inputs: goals))
        files.append(OutputFile(path: SiteURLs.badgesFolder + "index.html", contents: .text(BadgesIndexPage.render(site, context: context)), inputs: goals))
        for status in site.goals.statuses {
            let folder = SiteURLs.badgeFolder(status.badge.id)
            files.append(OutputFile(path: folder + "index.html", contents: .text(BadgePage.render(status, context: context)), inputs: goals))
            files.append(OutputFile(path: folder + "badge.svg", contents: .text(BadgeViews.art(status.badge)), inputs: [.goals]))
        }
        for asset in themeAssets + site.assets {
            let contents: OutputFile.Contents = switch asset.source {
            case .bytes(let bytes): .bytes(bytes)
            case .file(let path): .copy(from: path)
            }
            files.append(OutputFile(path: asset.outputPath, contents: contents, inputs: [.file(path: asset.outputPath)], origin: asset.origin))
        }
        return files
    }
}
