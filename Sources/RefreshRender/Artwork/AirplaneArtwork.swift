import Raster
/// The airplane of the airplane header (STYLES.md §5.2): a flat cartoon plane seen from above, 35×35 pt,
/// **nose pointing down (+y)** so that it heads along the ring when it starts at 3 o'clock going clockwise.
/// Egg-shaped fuselage wider towards the nose, a curved cockpit band near the nose, three round windows down the
/// left side, two swept main wings mid-body angled up and out, two small tail fins at the top.
/// Body rgb(176,255,255), outlines, windows and cockpit rgb(0,255,255).
extension VectorArtwork {
    public static let airplane: VectorArtwork = {
        let body = ArtworkPaint.solid(Color(rgb8: 176, 255, 255))
        let line = ArtworkPaint.solid(Color(rgb8: 0, 255, 255))
        let outline = 1.1

        // Wings: roots under the fuselage at y 13–20, tips swept back (up, towards the tail) and out.
        let leftWing = Path.polygon([(15.0, 13.5), (3.2, 9.0), (2.2, 10.2), (2.6, 12.6), (15.0, 20.5)])
        let rightWing = Path.polygon([(20.0, 13.5), (31.8, 9.0), (32.8, 10.2), (32.4, 12.6), (20.0, 20.5)])
        // Tail fins at the top.
        let leftFin = Path.polygon([(16.2, 5.0), (11.2, 2.6), (10.6, 3.6), (11.0, 5.4), (16.2, 8.6)])
        let rightFin = Path.polygon([(18.8, 5.0), (23.8, 2.6), (24.4, 3.6), (24.0, 5.4), (18.8, 8.6)])

        // Fuselage: an egg from the tail (y 2.5) to the nose (y 32.5), widest (10.4 pt) near y 24.
        var fuselage = Path()
        fuselage.move(to: Point(x: 17.5, y: 2.5))
        fuselage.cubic(to: Point(x: 22.7, y: 23.5), control1: Point(x: 20.4, y: 2.5), control2: Point(x: 22.7, y: 14.0))
        fuselage.cubic(to: Point(x: 17.5, y: 32.5), control1: Point(x: 22.7, y: 29.0), control2: Point(x: 20.6, y: 32.5))
        fuselage.cubic(to: Point(x: 12.3, y: 23.5), control1: Point(x: 14.4, y: 32.5), control2: Point(x: 12.3, y: 29.0))
        fuselage.cubic(to: Point(x: 17.5, y: 2.5), control1: Point(x: 12.3, y: 14.0), control2: Point(x: 14.6, y: 2.5))
        fuselage.close()

        // Cockpit: a curved band across the body near the nose (a crescent bulging towards the nose).
        var cockpit = Path()
        cockpit.move(to: Point(x: 13.0, y: 24.2))
        cockpit.cubic(to: Point(x: 22.0, y: 24.2), control1: Point(x: 15.0, y: 27.6), control2: Point(x: 20.0, y: 27.6))
        cockpit.line(to: Point(x: 22.4, y: 26.4))
        cockpit.cubic(to: Point(x: 12.6, y: 26.4), control1: Point(x: 20.0, y: 30.2), control2: Point(x: 15.0, y: 30.2))
        cockpit.close()

        let windows = Path.union(circles: [(15.4, 11.0, 0.95), (15.1, 14.8, 0.95), (15.1, 18.6, 0.95)])

        return VectorArtwork(name: "airplane", size: Size(width: 35, height: 35), elements: [
            .fill(leftWing, body), .stroke(leftWing, line, width: outline),
            .fill(rightWing, body), .stroke(rightWing, line, width: outline),
            .fill(leftFin, body), .stroke(leftFin, line, width: outline),
            .fill(rightFin, body), .stroke(rightFin, line, width: outline),
            .fill(fuselage, body), .stroke(fuselage, line, width: outline),
            .fill(cockpit, line),
            .fill(windows, line),
        ])
    }()
}
