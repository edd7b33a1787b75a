import Foundation
import Raster

/// Where the image files a composition names (`u` + `p`) are read from: the folder of the file, or the container it
/// came in. A name is a path inside that place and nowhere else: `..` parts, URLs and paths whose links lead out of
/// the folder are refused before anything is opened; a leading `/` (dotLottie's `/images/`) means the place's root.
enum AssetFiles: Sendable {
    /// Loaded from bytes alone: an image file has nowhere to come from.
    case none
    case folder(URL)
    /// A dotLottie container, with the folder its images are in (`i/` or `images/`) and what the composition being
    /// read may inflate from it in all.
    case container(ZipArchive, images: String, budget: ReadBudget)

    /// The bytes of image `name` in folder `directory` (the asset's `u` and `p`), at most `limit` of them.
    func read(directory: String, name: String, limit: Int) throws(AssetRefusal) -> [UInt8] {
        let parts = try Self.relativeParts(directory.hasSuffix("/") || directory.isEmpty ? directory + name : directory + "/" + name)
        switch self {
        case .none:
            throw .unreadable("the image is a file, and the animation was loaded without a base folder")
        case .folder(let folder):
            let root = Self.resolved(folder.path)
            let inside = root.hasSuffix("/") ? root : root + "/"
            let target = inside + parts.joined(separator: "/")
            // The file's real place, links followed, must still be inside the folder.
            guard let real = Self.realPath(target) else { throw .unreadable("\(parts.joined(separator: "/")) cannot be read (no such file)") }
            guard real.hasPrefix(inside) else {
                throw .outside("\(parts.joined(separator: "/")) leads out of the animation's folder (to \(real))")
            }
            do { return try RegularFile.contents(of: real, limit: limit) } catch {
                if case let .tooLarge(size, _) = error { throw .tooLarge("an image file of \(size) bytes") }
                throw .unreadable("\(parts.joined(separator: "/")) \(error)")
            }
        case let .container(archive, images, budget):
            let path = parts.joined(separator: "/")
            // Exporters write `u` as "/images/", "images/" or nothing: a bare name is looked for in the images folder.
            let candidates = parts.count == 1 ? [path, images + path] : [path]
            guard let found = candidates.first(where: archive.contains) else {
                throw .unreadable("the container has no entry \"\(path)\"")
            }
            // A damaged entry, or one over the container's limits, refuses the file as any hostile container does.
            do { return try archive.read(found, limit: limit, total: budget) } catch { throw .refused(error) }
        }
    }

    /// The parts of a relative path, `.` and empty parts dropped; a URL or a `..` part is refused.
    static func relativeParts(_ path: String) throws(AssetRefusal) -> [String] {
        if let colon = path.firstIndex(of: ":"), path[..<colon].allSatisfy({ $0.isLetter }), path[..<colon].count > 1 {
            throw .outside("\(path) is a URL; images are read only from the animation's folder or container, never fetched")
        }
        if path.contains("\0") || path.contains("\\") { throw .outside("\(path.debugDescription) is not a plain path") }
        let parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if parts.contains("..") { throw .outside("\(path) climbs out of the animation's folder with ..") }
        guard !parts.isEmpty else { throw .unreadable("the image names no file") }
        return parts
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func resolved(_ folder: String) -> String {
        realPath(folder) ?? folder
    }
}

/// Why an image file was not read.
enum AssetRefusal: Error {
    /// The name points outside the file's folder or container (refused: never opened).
    case outside(String)
    /// The file is missing, not a regular file or cannot be opened: the players draw the animation without it.
    case unreadable(String)
    /// The file is over the size limit (what it is, for the message).
    case tooLarge(String)
    /// The file is refused with this error: a damaged container entry, or a limit passed.
    case refused(LottieError)
}
