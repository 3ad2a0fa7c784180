extension LayoutGuide {
  /// The id of a scroll view's `contentLayoutGuide`: `ID.contentLayoutGuide`. A `.` cannot
  /// appear in an id read from input, so it never clashes with the app's ids.
  public static func contentLayoutGuideID(of scrollView: String) -> String {
    scrollView + ".contentLayoutGuide"
  }

  /// The id of a scroll view's `frameLayoutGuide`: `ID.frameLayoutGuide`.
  public static func frameLayoutGuideID(of scrollView: String) -> String {
    scrollView + ".frameLayoutGuide"
  }

  /// The `contentLayoutGuide` and `frameLayoutGuide` of every scroll view in `views`
  /// (`View.isScrollView`) that `existing` does not hold yet, owned by the scroll view and
  /// located at it.
  ///
  /// Apple's "Working with Scroll Views" (Auto Layout Guide): the content layout guide is the
  /// scroll view's content area, whose size is the content size; the frame layout guide is
  /// the scroll view's frame.
  public static func scrollViewGuides(for views: [View], existing: [LayoutGuide])
    -> [LayoutGuide]
  {
    var result: [LayoutGuide] = []
    guard views.contains(where: \.isScrollView) else { return result }
    let ids = Set(existing.map(\.id))
    for view in views where view.isScrollView {
      for id in [contentLayoutGuideID(of: view.id), frameLayoutGuideID(of: view.id)]
      where !ids.contains(id) {
        result.append(LayoutGuide(id: id, owningView: view.id, location: view.location))
      }
    }
    return result
  }
}
