/// The CI files `tripsite new site` writes, so a journal is ready to publish itself from CI:
/// a GitHub Actions workflow for GitHub Pages and a GitLab CI pipeline for GitLab Pages. Both install this release's Debian package (which pulls libvips through apt), so
/// neither needs Swift; the version is one variable at the top of each file.
/// docs/publishing.md shows both files as they are written here (a test compares them).
package enum CIRecipes {
    /// The variable each recipe pins the release with.
    package static let versionVariable = "TRIPSITE_VERSION"

    /// The Debian architecture the recipes download for (GitHub's and GitLab's hosted
    /// runners are x86-64).
    package static let architecture = "amd64"

    /// Path → text, as `new site` writes them.
    package static var files: [(path: String, text: String)] {
        [
            (".github/workflows/publish.yml", githubPages),
            (".gitlab-ci.yml", gitlabPages),
        ]
    }

    /// The release's `.deb` file name and download URL, with the version replaced by
    /// `${TRIPSITE_VERSION}` so that changing the variable is the whole upgrade. Built from
    /// `TripSiteVersion`, the one place the naming lives.
    package static var debFileTemplate: String {
        withVersionVariable(TripSiteVersion.debFile(architecture: architecture))
    }

    package static var debURLTemplate: String {
        withVersionVariable(TripSiteVersion.downloadURL(TripSiteVersion.debFile(architecture: architecture)))
    }

    private static func withVersionVariable(_ text: String) -> String {
        text.replacing(TripSiteVersion.number, with: "${\(versionVariable)}")
    }

    /// `.github/workflows/publish.yml`
    package static var githubPages: String {
        """
        # Builds this journal with TripSite and publishes it on GitHub Pages, on every push to
        # main. Written by `tripsite new site`; see TripSite's docs/publishing.md.
        # Once: in the repository's Settings → Pages, set Source to "GitHub Actions".
        # To upgrade TripSite, change TRIPSITE_VERSION.
        name: Publish

        on:
          push:
            branches: [main]
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        # One deployment at a time; a newer push waits instead of cancelling one in progress.
        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          \(versionVariable): "\(TripSiteVersion.number)"

        jobs:
          build:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v6
              # The release's Debian package; apt installs the libraries it needs (libvips).
              - name: Install TripSite
                run: |
                  cd "$RUNNER_TEMP"
                  curl -fsSL --retry 3 -o "\(debFileTemplate)" "\(debURLTemplate)"
                  sudo apt-get update -q
                  sudo apt-get install -y "./\(debFileTemplate)"
              # The site's address, https://USER.github.io/REPO or your own domain.
              - name: Configure Pages
                id: pages
                uses: actions/configure-pages@v6
              # Encoded photos, kept between runs: a push that adds one photo encodes one photo.
              - name: Photo cache
                uses: actions/cache@v5
                with:
                  path: .tripsite-cache
                  key: tripsite-photos-${{ hashFiles('content/**', 'static/**') }}
                  restore-keys: tripsite-photos-
              - name: Check
                run: tripsite check
              # Dates the content leaves open (the feed's) are the last commit's.
              - name: Build
                run: >-
                  SOURCE_DATE_EPOCH="$(git log -1 --format=%ct)"
                  tripsite build --strict --base-url "${{ steps.pages.outputs.base_url }}/"
              - name: Upload
                uses: actions/upload-pages-artifact@v5
                with:
                  path: public

          deploy:
            needs: build
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - name: Deploy
                id: deployment
                uses: actions/deploy-pages@v5

        """
    }

    /// `.gitlab-ci.yml`
    package static var gitlabPages: String {
        """
        # Builds this journal with TripSite and publishes it on GitLab Pages, on every push to
        # the default branch. Written by `tripsite new site`; see TripSite's docs/publishing.md.
        # To upgrade TripSite, change TRIPSITE_VERSION.
        variables:
          \(versionVariable): "\(TripSiteVersion.number)"

        # The job is named pages and its artifact is the folder public/, which GitLab Pages
        # publishes (the default of `pages: publish:`), and where `tripsite build` writes.
        pages:
          image: ubuntu:24.04
          stage: deploy
          variables:
            DEBIAN_FRONTEND: noninteractive
          # Encoded photos, kept between runs: a push that adds one photo encodes one photo.
          cache:
            key: tripsite-photos
            paths:
              - .tripsite-cache/
          # The release's Debian package; apt installs the libraries it needs (libvips).
          before_script:
            - apt-get update -q
            - apt-get install -y -q --no-install-recommends ca-certificates curl
            - curl -fsSL --retry 3 -o "/tmp/\(debFileTemplate)" "\(debURLTemplate)"
            - apt-get install -y -q "/tmp/\(debFileTemplate)"
          script:
            - tripsite check
            # Dates the content leaves open (the feed's) are the last commit's.
            - >-
              SOURCE_DATE_EPOCH="$(date -d "$CI_COMMIT_TIMESTAMP" +%s)"
              tripsite build --strict --base-url "$CI_PAGES_URL/"
          artifacts:
            paths:
              - public
          rules:
            - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH

        """
    }
}
