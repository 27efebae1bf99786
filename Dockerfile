# TripSite's container image: `tripsite` on Debian 12, working in /site.
#
#   docker build -t tripsite .
#   docker run --rm -v "$PWD:/site" --user "$(id -u):$(id -g)" tripsite build
#
# The build stage runs scripts/package (the release binary, the tarball and the .deb in
# dist/); the runtime stage installs that .deb with packaging/install-deb, the same script
# scripts/test-package runs in a fresh Debian 12 chroot, so apt-get brings exactly the
# runtime packages the .deb depends on (packaging/depends) and that test proves.
#
# No Docker engine runs on the project's machines, so CI does not build this file;
# Tests/TripSiteTests/PackagingTests.swift checks that the runtime stage installs the .deb
# that way and nothing else.

# Swift 6.3, as on the project's machines (swift --version), on Debian 12.
FROM swift:6.3-bookworm AS build
WORKDIR /src
COPY . .
# scripts/package installs the -dev packages it needs (scripts/ensure-deps.sh, dpkg-dev).
RUN scripts/package

FROM debian:bookworm-slim
COPY --from=build /src/dist/tripsite_*.deb /tmp/
COPY packaging/install-deb /tmp/install-deb
RUN /tmp/install-deb /tmp/tripsite_*.deb && rm /tmp/tripsite_*.deb /tmp/install-deb
WORKDIR /site
ENTRYPOINT ["tripsite"]
CMD ["build"]
