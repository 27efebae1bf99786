import TripSiteCore
import TripSiteHTML

/// The page the preview server shows while no build has succeeded: every problem with its
/// file and line. Text is escaped by the component library like everything else.
package enum ErrorPage {
    package static func render(_ diagnostics: [Diagnostic]) -> String {
        let page = Node.group {
            Node.doctype
            Node.html([Attribute("lang", "en")]) {
                Node.head {
                    Node.meta([Attribute("charset", "utf-8")])
                    Node.meta([
                        Attribute("name", "viewport"), Attribute("content", "width=device-width, initial-scale=1"),
                    ])
                    Node.title { "Build failed · TripSite" }
                    Node.script([Attribute("src", LiveReloadScript.path), .flag("defer")])
                }
                Node.body([Attribute("style", "font: 16px/1.5 system-ui, sans-serif; margin: 2rem; max-width: 60rem")])
                {
                    Node.main {
                        Node.h1 { "The site could not be built" }
                        Node.p { "Fix these and save: the page reloads by itself." }
                        Node.ul([Attribute("style", "font-family: ui-monospace, monospace; padding-inline-start: 1rem")]
                        ) {
                            for diagnostic in diagnostics { Node.li { diagnostic.description } }
                        }
                    }
                }
            }
        }
        return page.render()
    }
}
