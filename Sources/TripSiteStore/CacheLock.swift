import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds that share a cache folder (two CI jobs, a `build` beside `serve`) each hold it
/// shared while they run; removing what a build no longer uses needs it alone. Entries are
/// written beside and renamed into place, and never replaced while whole, so builds that
/// share a cache may add to it at once; only removing is kept for a build that holds the
/// cache alone, since another build may be about to use what this one does not.
///
/// The lock is `flock(2)` on `<cache>/.lock`, released by the kernel when the process ends,
/// however it ends. A cache folder that cannot hold the file (read-only) has no lock, and
/// nothing is removed from it.
package final class CacheLock: Sendable {
    private let descriptor: Int32

    /// Opens the lock of `folder` (making the folder if needed) and holds it shared, waiting
    /// while another build removes entries (a moment).
    package init(folder: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        descriptor = open(folder.path + "/.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor >= 0 { _ = flock(descriptor, LOCK_SH) }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Runs `body` when no other process holds the cache, holding it alone meanwhile; returns
    /// false, without running it, when another does (or there is no lock).
    @discardableResult
    package func alone(_ body: () -> Void) -> Bool {
        guard descriptor >= 0 else { return false }
        // Converting a shared lock may let it go first: it is taken again either way.
        defer { _ = flock(descriptor, LOCK_SH) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        body()
        return true
    }
}
