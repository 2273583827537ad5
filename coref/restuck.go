package coref

import (
	"regexp"
	"strings"
)

// A patch that came off is stuck back on or replaced by a fresh one of the
// same: "her patch came off in the shower, can she just stick it back on or
// does she need a new one", "me plaster's come off, do I pop it back on or
// get another new one", "it keeps coming off, should I grab a new one". That
// asks for no drug restarted ("back on") nor the newest drug ("a new one"),
// as freshUnit says of "put a new one on". Without the patch coming off,
// "they put me back on it", "I need a new one for my pressure" still ask.
var (
	backOnSkin = regexp.MustCompile(`\b(?:stick|sticking|put|putting|pop|popping|press|pressing|tape|taping|glue|gluing)\s+(?:it|them|that|that one|the patch|the plaster)\s+back\s+on\b`)
	freshAfter = regexp.MustCompile(`\b(?:need|needs|needed|get|gets|grab|have|has|wear|try|take)\s+(?:to\s+(?:put|use|get)\s+)?(?:a|another|a fresh|an extra)\s+(?:brand\s+)?(?:new|fresh)\s+(?:one|patch|plaster)\b`)
)

// unstuckAsked returns lower with the words of sticking back and of a fresh
// one blanked when it says a patch came off (cameUnstuck).
func unstuckAsked(lower string) string {
	if !cameUnstuck.MatchString(lower) {
		return lower
	}
	blank := func(s string) string { return strings.Repeat(" ", len(s)) }
	return freshAfter.ReplaceAllStringFunc(backOnSkin.ReplaceAllStringFunc(lower, blank), blank)
}
