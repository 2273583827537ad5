package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// namedAsNot reports whether a drug or a class is named only as what
// another is not: 非 or "non-" right before it ("潮热可以先试试非激素的",
// "a non-hormonal cream"). A name that holds its own prefix ("非甾体抗炎药",
// "non-steroidal anti-inflammatories") is a class of its own, matched whole.
func namedAsNot(tx text, m extract.Mention) bool {
	before := tx.between(0, m.Span[0])
	return strings.HasSuffix(before, "非") || strings.HasSuffix(before, "non-") || strings.HasSuffix(before, "non ")
}
