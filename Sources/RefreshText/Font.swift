import Raster
import RefreshRender
import CFreeType
import CHarfBuzz
import Foundation

/// One scalable font face loaded with FreeType: unhinted glyph outlines as Raster `Path`s, advances, kerning, line
/// metrics, and shaping with HarfBuzz over the same face (hb-ft). Outlines are in y-down space with the pen at the
/// origin and the baseline at y = 0, so ink above the baseline has negative y. Fill them with the non-zero rule.
///
/// Safe to share between threads: the FreeType face and its HarfBuzz font are only touched under a lock, and glyphs
/// are cached unscaled (font units) and scaled per use with an affine transform.
final class Font: Sendable, CustomStringConvertible {
    /// The file the face was loaded from.
    public let path: String
    /// The face's index inside the file (non-zero only for collections such as `.ttc`).
    package let faceIndex: Int
    /// The family name the font declares, e.g. "Liberation Sans".
    package let familyName: String
    /// The style name the font declares, e.g. "Bold".
    public let styleName: String
    /// Font units per em (the design grid); a size of `s` points scales font units by `s / unitsPerEm`.
    package let unitsPerEm: Double
    /// Distance from the baseline up to the top of the line box, in font units (positive; hhea).
    package let ascender: Double
    /// Distance from the baseline down to the bottom of the line box, in font units (negative; hhea).
    package let descender: Double
    /// Extra space between lines, in font units (hhea lineGap, ≥ 0).
    package let lineGap: Double
    /// Height of lowercase letters such as 'x', in font units (OS/2, else measured from the glyph).
    package let xHeight: Double
    /// Height of capital letters such as 'H', in font units (OS/2, else measured from the glyph).
    package let capHeight: Double
    /// True when the face has a kerning table that FreeType reads (`kern`).
    package let hasKerning: Bool

    private let face: Locked<FaceState>

    /// A glyph in font units: its outline (y-down, pen at the origin) and horizontal advance.
    package struct Glyph: Sendable, Hashable {
        public let path: Path
        public let advance: Double
    }

    /// One glyph as HarfBuzz placed it, in font units: advance and offset (y up, as HarfBuzz gives it).
    package struct ShapedGlyph: Sendable, Hashable {
        /// The glyph index in this font.
        public let glyph: UInt32
        /// Index in the shaped text of the first character of the glyph's cluster.
        package let cluster: Int
        public let advance: Double
        package let xOffset: Double
        package let yOffset: Double
    }

    private struct FaceState {
        let library: FT_Library
        let face: FT_Face
        /// hb-ft's font over `face`; its scale is 64 × unitsPerEm, so positions / 64 are exact font units.
        let shaper: OpaquePointer
        var glyphs: [UInt32: Glyph] = [:]
        var charToGlyph: [UInt32: UInt32] = [:]
    }

    /// Loads face `faceIndex` of the font file at `path`.
    public init(path: String, faceIndex: Int = 0) throws(TextError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
              FileManager.default.isReadableFile(atPath: path) else { throw .fileNotFound(path: path) }
        guard !isDirectory.boolValue else { throw .notAFont(path: path) }
        // FreeType would wait on a pipe for ever, and read a device without end: only a regular file is a font.
        guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
              type == .typeRegular else { throw .notAFont(path: path) }
        guard faceIndex >= 0 else { throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: 0) }

        var libraryHandle: FT_Library?
        let initError = FT_Init_FreeType(&libraryHandle)
        guard initError == 0, let library = libraryHandle else {
            throw .freeType(path: path, operation: "FT_Init_FreeType", code: initError)
        }
        var faceHandle: FT_Face?
        let openError = FT_New_Face(library, path, FT_Long(faceIndex), &faceHandle)
        guard openError == 0, let face = faceHandle else {
            defer { FT_Done_FreeType(library) }
            switch openError {
            case Int32(FT_Err_Unknown_File_Format), Int32(FT_Err_Invalid_File_Format):
                throw .notAFont(path: path)
            case Int32(FT_Err_Cannot_Open_Resource):
                throw .fileNotFound(path: path)
            default:
                if let count = Font.faceCount(library: library, path: path), faceIndex >= count {
                    throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: count)
                }
                throw .freeType(path: path, operation: "FT_New_Face", code: openError)
            }
        }
        let rec = face.pointee
        guard rec.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, rec.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .notScalable(path: path)
        }

        // HarfBuzz reads advances through FreeType at the face's size: one pixel per font unit, unhinted, so its
        // positions (26.6 fixed point) are exact font units × 64, fractional widths kept (UIKit does not round them).
        let sizeError = FT_Set_Pixel_Sizes(face, 0, FT_UInt(rec.units_per_EM))
        guard sizeError == 0, let shaper = hb_ft_font_create_referenced(face) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            if sizeError != 0 { throw .freeType(path: path, operation: "FT_Set_Pixel_Sizes", code: sizeError) }
            throw .harfBuzz(path: path, operation: "hb_ft_font_create_referenced")
        }
        hb_ft_font_set_load_flags(shaper, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))

        self.path = path
        self.faceIndex = faceIndex
        familyName = rec.family_name.map { String(cString: $0) } ?? ""
        styleName = rec.style_name.map { String(cString: $0) } ?? ""
        unitsPerEm = Double(rec.units_per_EM)
        ascender = Double(rec.ascender)
        descender = Double(rec.descender)
        lineGap = max(0, Double(rec.height) - Double(rec.ascender) + Double(rec.descender))
        hasKerning = rec.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0

        var os2XHeight = 0.0, os2CapHeight = 0.0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 && os2.version != 0xFFFF {
                os2XHeight = Double(os2.sxHeight)
                os2CapHeight = Double(os2.sCapHeight)
            }
        }
        self.face = Locked(FaceState(library: library, face: face, shaper: shaper))
        // Fonts without OS/2 heights: measure the ink of 'x' and 'H'; a font lacking them gets typical proportions.
        let em = unitsPerEm
        xHeight = os2XHeight > 0 ? os2XHeight : Font.inkHeight(of: "x", in: self.face, path: path) ?? em * 0.5
        capHeight = os2CapHeight > 0 ? os2CapHeight : Font.inkHeight(of: "H", in: self.face, path: path) ?? em * 0.7
    }

    deinit {
        face.withLock { state in
            hb_font_destroy(state.shaper)
            FT_Done_Face(state.face)
            FT_Done_FreeType(state.library)
        }
    }

    public var description: String { "\(familyName) \(styleName) (\(path)#\(faceIndex))" }

    /// The glyph index for a character, or nil when the font has no glyph for it.
    package func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
        let gid = face.withLock { state -> UInt32 in
            if let cached = state.charToGlyph[scalar.value] { return cached }
            let gid = UInt32(FT_Get_Char_Index(state.face, FT_ULong(scalar.value)))
            state.charToGlyph[scalar.value] = gid
            return gid
        }
        return gid == 0 ? nil : gid
    }

    /// True when the font has a glyph for the character.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyphIndex(for: scalar) != nil }

    /// The unhinted glyph in font units (cached). Throws when FreeType cannot load or decompose it.
    public func glyph(_ index: UInt32) throws(TextError) -> Glyph {
        let path = self.path
        return try face.withLock { (state: inout FaceState) throws(TextError) -> Glyph in
            if let cached = state.glyphs[index] { return cached }
            let glyph = try Font.loadGlyph(index, face: state.face, path: path)
            state.glyphs[index] = glyph
            return glyph
        }
    }

    /// The kerning adjustment between two glyphs in font units (negative pulls them together); 0 without a table.
    public func kerning(_ left: UInt32, _ right: UInt32) throws(TextError) -> Double {
        guard hasKerning else { return 0 }
        let path = self.path
        return try face.withLock { (state: inout FaceState) throws(TextError) -> Double in
            var delta = FT_Vector()
            let error = FT_Get_Kerning(state.face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta)
            guard error == 0 else {
                throw .freeType(path: path, operation: "FT_Get_Kerning(\(left), \(right))", code: error)
            }
            return Double(delta.x)
        }
    }

    /// Shapes `text[range]` with HarfBuzz as one run of one direction and script, the rest of `text` serving as context
    /// (so Arabic joins across a change of font). The glyphs come in visual order, left to right; default-ignorable
    /// characters (joiners, variation selectors, bidi marks) leave no glyph.
    public func shape(_ text: [UInt32], range: Range<Int>, rightToLeft: Bool, script: hb_script_t,
                      features: [hb_feature_t] = []) throws(TextError) -> [ShapedGlyph] {
        precondition(range.lowerBound >= 0 && range.upperBound <= text.count && !range.isEmpty, "run out of the text")
        let path = self.path
        return try face.withLock { (state: inout FaceState) throws(TextError) -> [ShapedGlyph] in
            guard let buffer = hb_buffer_create() else { throw .harfBuzz(path: path, operation: "hb_buffer_create") }
            defer { hb_buffer_destroy(buffer) }
            text.withUnsafeBufferPointer { chars in
                hb_buffer_add_utf32(buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound),
                                    Int32(range.count))
            }
            hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, script)
            var flags = HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES.rawValue
            if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
            if range.upperBound == text.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
            hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
            features.withUnsafeBufferPointer { hb_shape(state.shaper, buffer, $0.baseAddress, UInt32($0.count)) }
            guard hb_buffer_allocation_successful(buffer) != 0 else { throw .harfBuzz(path: path, operation: "hb_shape") }
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return [] }
            return (0..<Int(count)).map { i in
                ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                            advance: Double(positions[i].x_advance) / 64, xOffset: Double(positions[i].x_offset) / 64,
                            yOffset: Double(positions[i].y_offset) / 64)
            }
        }
    }

    /// Points per font unit at `size` points.
    public func scale(forSize size: Double) -> Double { size / unitsPerEm }

    /// UIFont.lineHeight at `size`: ascender − descender + lineGap (STYLES.md §6.11).
    public func lineHeight(size: Double) -> Double { (ascender - descender + lineGap) * scale(forSize: size) }

    /// The glyph's outline at `size` points with the pen at `origin` (baseline y), in y-down space.
    public func outline(of index: UInt32, size: Double, at origin: Point) throws(TextError) -> Path {
        let s = scale(forSize: size)
        return try glyph(index).path.applying(Raster.AffineTransform(a: s, b: 0, c: 0, d: s, tx: origin.x, ty: origin.y))
    }

    // MARK: FreeType calls (all under the face lock)

    private static func loadGlyph(_ index: UInt32, face: FT_Face, path: String) throws(TextError) -> Glyph {
        // NO_SCALE implies NO_HINTING and NO_BITMAP: exact design outlines in font units.
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        let error = FT_Load_Glyph(face, index, flags)
        guard error == 0, let slot = face.pointee.glyph else {
            throw .freeType(path: path, operation: "FT_Load_Glyph(\(index))", code: error)
        }
        let advance = Double(slot.pointee.advance.x)
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Glyph(path: Path(), advance: advance) }
        let sink = OutlineSink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let to, let user else { return 1 }
                OutlineSink.from(user).move(to.pointee)
                return 0
            },
            line_to: { to, user in
                guard let to, let user else { return 1 }
                OutlineSink.from(user).path.line(to: OutlineSink.point(to.pointee))
                return 0
            },
            conic_to: { control, to, user in
                guard let control, let to, let user else { return 1 }
                OutlineSink.from(user).path.quad(to: OutlineSink.point(to.pointee),
                                                 control: OutlineSink.point(control.pointee))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                guard let c1, let c2, let to, let user else { return 1 }
                OutlineSink.from(user).path.cubic(to: OutlineSink.point(to.pointee),
                                                  control1: OutlineSink.point(c1.pointee),
                                                  control2: OutlineSink.point(c2.pointee))
                return 0
            },
            shift: 0, delta: 0)
        let decomposeError = withExtendedLifetime(sink) {
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard decomposeError == 0 else {
            throw .freeType(path: path, operation: "FT_Outline_Decompose(\(index))", code: decomposeError)
        }
        sink.finish()
        return Glyph(path: sink.path, advance: advance)
    }

    private static func faceCount(library: FT_Library, path: String) -> Int? {
        var probe: FT_Face?
        guard FT_New_Face(library, path, -1, &probe) == 0, let probe else { return nil }
        defer { FT_Done_Face(probe) }
        return Int(probe.pointee.num_faces)
    }

    private static func inkHeight(of scalar: Unicode.Scalar, in face: Locked<FaceState>, path: String) -> Double? {
        face.withLock { state -> Double? in
            let gid = UInt32(FT_Get_Char_Index(state.face, FT_ULong(scalar.value)))
            guard gid != 0, let glyph = try? loadGlyph(gid, face: state.face, path: path), !glyph.path.isEmpty
            else { return nil }
            return -glyph.path.bounds.minY
        }
    }
}

/// Collects FreeType's outline callbacks into a `Path`, flipping y to y-down. Each contour is closed.
private final class OutlineSink {
    var path = Path()
    private var contourOpen = false

    static func from(_ user: UnsafeMutableRawPointer) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(user).takeUnretainedValue()
    }

    static func point(_ v: FT_Vector) -> Point { Point(x: Double(v.x), y: -Double(v.y)) }

    func move(_ v: FT_Vector) {
        if contourOpen { path.close() }
        path.move(to: OutlineSink.point(v))
        contourOpen = true
    }

    func finish() {
        if contourOpen { path.close() }
        contourOpen = false
    }
}
