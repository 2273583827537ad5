package main

import (
	"runtime/debug"
	"strings"
)

// version is memoryd's release, set when building one:
//
//	go build -ldflags "-X main.version=v1.2.0" ./cmd/memoryd
//
// Without it, versionLine falls back to what the Go toolchain recorded: the
// module version (a pseudo-version made from the commit when built in a
// clone) and the commit.
var version string

// versionLine is what memoryd version prints.
func versionLine() string {
	info, _ := debug.ReadBuildInfo()
	return describeVersion(version, info)
}

func describeVersion(release string, info *debug.BuildInfo) string {
	v := release
	if v == "" && info != nil && info.Main.Version != "" && info.Main.Version != "(devel)" {
		v = info.Main.Version
	}
	if v == "" {
		v = "devel"
	}
	if info == nil {
		return "memoryd " + v
	}
	var details []string
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if modified == "true" {
			rev += ", modified"
		}
		details = append(details, "commit "+rev)
	}
	if info.GoVersion != "" {
		details = append(details, info.GoVersion)
	}
	if len(details) == 0 {
		return "memoryd " + v
	}
	return "memoryd " + v + " (" + strings.Join(details, "; ") + ")"
}
