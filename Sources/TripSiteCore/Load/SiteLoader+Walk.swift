import TripSiteStore

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

    /// What a walk found below a folder.
    package struct Walked {
        /// Every file, relative to the folder, sorted.
        package var files: [String] = []
        /// The links that were not followed (inside the site; `linksLeadingOutside` names the
        /// others).
        package var links: [(path: String, problem: LinkProblem)] = []
        /// The folder's real path.
        var top = ""
        /// The real paths of the files reached through a link, by relative path.
        var throughLinks: [String: String] = [:]

        /// The real path of one of `files`: the folder's and its relative path, unless a
        /// link led to it.
        func realPath(_ file: String) -> String { throughLinks[file] ?? top + "/" + file }
    }

    /// Every file below a folder and the links not followed there. `static/` keeps the
    /// dotfiles hosts read (`hostDotfiles`). A file or folder costs nothing beyond the
    /// listing of its folder (`readdir` gives its kind); a link costs a `realpath` and a `stat`.
    package func walk(
        _ relativePath: String, hostFiles: Bool = false, folders: RealFolders = RealFolders()
    ) -> Walked {
        var walked = Walked()
        guard let top = FileSystem.realPath(fullPath(relativePath)), FileSystem.isInside(top, realRoot) else {
            return walked
        }
        walked.top = top
        // `chain`: the real paths of the folders the walk is in, from `top` down; `linked`:
        // whether a link led into this folder.
        func visit(_ prefix: String, chain: [String], linked: Bool) {
            let folder = prefix.isEmpty ? relativePath : "\(relativePath)/\(prefix)"
            for (name, kind) in entries(of: folder, hostFiles: hostFiles) {
                let relative = prefix.isEmpty ? name : "\(prefix)/\(name)"
                let real = chain.last! == "/" ? "/" + name : chain.last! + "/" + name
                switch kind {
                case .file:
                    walked.files.append(relative)
                    if linked { walked.throughLinks[relative] = real }
                case .folder: visit(relative, chain: chain + [real], linked: linked)
                case .link, nil:
                    guard let entry = folders.entry(fullPath("\(relativePath)/\(relative)")),
                        FileSystem.isInside(entry.real, realRoot)
                    else { continue }
                    if !FileSystem.isInside(entry.real, top) {
                        walked.links.append(("\(relativePath)/\(relative)", .elsewhereInSite(walked: relativePath)))
                    } else if !entry.isFolder {
                        walked.files.append(relative)
                        walked.throughLinks[relative] = entry.real
                    } else if chain.contains(where: { FileSystem.isInside($0, entry.real) }) {
                        walked.links.append(("\(relativePath)/\(relative)", .loop))
                    } else {
                        visit(relative, chain: chain + [entry.real], linked: true)
                    }
                }
            }
        }
        visit("", chain: [top], linked: false)
        walked.files.sort()
        return walked
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
