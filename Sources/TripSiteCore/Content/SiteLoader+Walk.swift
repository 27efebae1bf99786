/// The walks of the `load` stage through folders that are published (`static/`, a trip's
/// folder, a theme), and what they do with symbolic links.
///
/// A link is followed only when it leads to a file or folder inside the folder being walked,
/// and never back into a folder the walk is already in (a loop). A link that leads elsewhere
/// in the site (to `content/`, the output, the cache, the site folder itself) would publish
/// what the user never put there: it is a warning at the link, and not followed. Each
/// folder on a path is entered once, so the walk's work is the files it publishes.
extension SiteLoader {
    /// Why a symbolic link is not followed.
    package enum LinkProblem: Equatable, Sendable {
        case broken
        case loop
        case outsideSite
        case elsewhereInSite(walked: String)

        var message: String {
            switch self {
            case .broken: "broken symbolic link (what it points to does not exist); it is skipped"
            case .loop: "symbolic link loop (it leads back to a folder that holds it); it is not followed"
            case .outsideSite:
                "symbolic link to outside the site folder; it is not read or published (copy what it points to into the site)"
            case .elsewhereInSite(let walked):
                "symbolic link to elsewhere in the site, outside \(walked)/; it is not followed or published "
                    + "(a link here may lead only inside \(walked)/)"
            }
        }
    }

    /// Every file below a folder, relative to it, sorted, and the links found there that were
    /// not followed (inside the site; `linksLeadingOutside` names the others). `static/` keeps
    /// the dotfiles hosts read (`hostDotfiles`). A file or folder costs nothing beyond the
    /// listing of its folder (`readdir` gives its kind); a link costs a `realpath` and a `stat`.
    package func walk(
        _ relativePath: String, hostFiles: Bool = false, folders: RealFolders = RealFolders()
    ) -> (files: [String], links: [(path: String, problem: LinkProblem)]) {
        var result: [String] = []
        var links: [(path: String, problem: LinkProblem)] = []
        guard let top = FileSystem.realPath(fullPath(relativePath)), FileSystem.isInside(top, realRoot) else {
            return ([], [])
        }
        // `chain`: the real paths of the folders the walk is in, from `top` down.
        func visit(_ prefix: String, chain: [String]) {
            let folder = prefix.isEmpty ? relativePath : "\(relativePath)/\(prefix)"
            for (name, kind) in entries(of: folder, hostFiles: hostFiles) {
                let relative = prefix.isEmpty ? name : "\(prefix)/\(name)"
                switch kind {
                case .file: result.append(relative)
                case .folder:
                    visit(relative, chain: chain + [chain.last! == "/" ? "/" + name : chain.last! + "/" + name])
                case .link, nil:
                    guard let entry = folders.entry(fullPath("\(relativePath)/\(relative)")),
                        FileSystem.isInside(entry.real, realRoot)
                    else { continue }
                    if !FileSystem.isInside(entry.real, top) {
                        links.append(("\(relativePath)/\(relative)", .elsewhereInSite(walked: relativePath)))
                    } else if !entry.isFolder {
                        result.append(relative)
                    } else if chain.contains(where: { FileSystem.isInside($0, entry.real) }) {
                        links.append(("\(relativePath)/\(relative)", .loop))
                    } else {
                        visit(relative, chain: chain + [entry.real])
                    }
                }
            }
        }
        visit("", chain: [top])
        return (result.sorted(), links)
    }

    /// Files of a folder, relative to it (`walk` without its links).
    func files(under relativePath: String, hostFiles: Bool = false, folders: RealFolders = RealFolders()) -> [String] {
        walk(relativePath, hostFiles: hostFiles, folders: folders).files
    }

    /// Symbolic links the site may not follow: those under `site.yml`, `content/`, `static/`
    /// and `themes/` (or those folders themselves) whose target is outside the site folder,
    /// does not exist, or is a loop of links. Links are reported, never entered (a folder is
    /// walked where it really is), so two links to `.` cost two questions. Each is a warning
    /// of `load`: what it leads to is never read, copied or served.
    func linksLeadingOutside(folders: RealFolders = RealFolders()) -> [(path: String, problem: LinkProblem)] {
        var found: [(path: String, problem: LinkProblem)] = []
        // A file's kind comes from its folder's listing: a file that is not a link needs no
        // question of its own.
        func visit(_ path: String, kind known: FileSystem.EntryKind?) {
            let kind = known ?? FileSystem.entryKind(fullPath(path))
            if kind == .link {
                switch FileSystem.resolve(fullPath(path)) {
                case .failure(let reason): found.append((path, reason.isLoop ? .loop : .broken))
                case .success(let real) where !FileSystem.isInside(real, realRoot): found.append((path, .outsideSite))
                case .success: break
                }
            } else if kind == .folder {
                for entry in entries(of: path, hostFiles: true) { visit("\(path)/\(entry.name)", kind: entry.kind) }
            }
        }
        for top in ["site.yml", "content", "static", "themes"] { visit(top, kind: nil) }
        return found
    }
}
