import ArgumentParser
import Foundation
import Raster

/// A JSON file named on the command line (`--scenario`, `--rows`): a folder, a device or pipe, a missing file and a
/// file over `limit` bytes are usage errors naming `option` and the path, found before the file is read (a huge file
/// costs nothing).
enum InputFile {
    static func read(_ path: String, option: String, limit: Int) throws -> Data {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?: throw ValidationError("\(option) \(path) is a folder; expected a JSON file")
            case .typeRegular?: break
            // A device or a pipe has no size to check, and may never end (/dev/zero).
            default: throw ValidationError("\(option) \(path) is not a regular file (a device or a pipe); expected a JSON file")
            }
            if let size = attributes[.size] as? Int, size > limit {
                throw ValidationError("\(option) \(path) has \(size) bytes; expected a JSON file of at most \(limit) bytes")
            }
            // Checked again on the open descriptor: the file may have changed since it was looked at.
            return Data(try RegularFile.contents(of: path, limit: limit))
        } catch let error as ValidationError {
            throw error
        } catch let error as RegularFile.Failure {
            throw ValidationError("\(option) \(path) \(error); expected a JSON file")
        } catch {
            throw ValidationError("\(option) \(path) cannot be read (\((error as NSError).localizedDescription)); expected a JSON file")
        }
    }
}
