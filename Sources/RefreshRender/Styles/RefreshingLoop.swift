extension RefreshStyle {
    /// Seconds after which the refreshing picture repeats, from the moment refreshing begins: the frames of one loop
    /// played over and over are the refreshing control (a GIF header's refreshing images). By default the activity
    /// indicator's turn, 12 steps a second (STYLES.md §6.12), which is also CLLRefresh's turn (2π·t, §1.3).
    public var refreshingLoop: Double { 1 }
}

extension AirplaneStyle {
    /// One lap of the comet and the airplane (§5.4).
    public var refreshingLoop: Double { AirplaneStyle.lapDuration }
}
