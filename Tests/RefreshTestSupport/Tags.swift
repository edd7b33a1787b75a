import Testing

extension Tag {
    /// Tests that render frames on several threads at once (the frame runner's workers, deferred fonts, jobs run in
    /// process or through the binary): what `make test-sanitize` runs under ThreadSanitizer.
    @Tag package static var parallel: Self
}
