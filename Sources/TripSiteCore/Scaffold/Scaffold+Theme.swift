extension Scaffold {
    /// `themes/custom/README.md` in a new site: how to make the built-in theme yours without
    /// copying it (settings, custom.css, one layer, slots).
    static let customThemeReadme = """
        # themes/custom

        This site uses TripSite's built-in theme with this folder laid over it, file by file:
        what you put here is used instead of (or beside) the built-in file of the same path,
        and everything else comes from the built-in theme of the `tripsite` that builds the
        site, with its later fixes. `README.md` and `slots/` are never published.

        ## Settings (site.yml)

        ```yaml
        theme:
          name: custom
          accent: "#4f46e5"                          # quoted; or {light: "#…", dark: "#…"}
          progress: {light: "#5a930b", dark: "#a3e635"}
          font: system                               # system | serif | rounded
        ```

        Each colour is checked for WCAG AA contrast when the site is built.

        ## Styles

        - `custom.css` here is added after the whole theme stylesheet, so its rules win.
        - `css/tokens.css`, `css/base.css`, `css/layout.css`, `css/components.css` or
          `css/utilities.css` replace that one layer of the built-in stylesheet.

        ## Slots: your HTML at named places

        A file `slots/<name>.html` is a Mustache template put at that place of every page
        that has it: `head`, `header-end`, `footer`, `trip-before-body`, `trip-after-body`,
        `goals-end`. `{{site.title}}`, `{{page.url}}`, `{{trip.title}}`, `{{site.params.x}}`
        and the rest are escaped for HTML. For example, `slots/footer.html`:

        ```html
        {{#site.params.mastodon}}<a rel="me" href="{{site.params.mastodon}}">Mastodon</a>{{/site.params.mastodon}}
        ```

        Every setting, layer and value: docs/theming.md in TripSite's repository.

        """
}
