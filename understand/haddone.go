package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A condition the patient "had done", "had fixed", "had repaired" or "had
// seen to" names the operation for it, over: "mi had the hernia done, the
// groin, long time", "I had my cataracts done last year", "had the piles
// fixed". It is surgical history, not the condition now. Where the lexicon
// has the operation, the statement names it; where not, the condition is
// history. A plan ("I'm having the hernia done next month", "need my
// cataract done") or a wish is no operation had.

// repairOf names the operation the lexicon has for a condition mended.
var repairOf = map[string]string{
	"cond:inguinal_hernia": "proc:hernia_repair", "cond:umbilical_hernia": "proc:hernia_repair", "cond:hiatus_hernia": "proc:hernia_repair",
	"cond:cataract": "proc:cataract_surgery", "cond:varicose_veins": "proc:varicose_vein_surgery", "cond:hemorrhoids": "proc:hemorrhoidectomy",
	"cond:carpal_tunnel_syndrome": "proc:carpal_tunnel_release", "cond:gallstones": "proc:cholecystectomy", "cond:appendicitis": "proc:appendectomy",
	"cond:tonsillitis": "proc:tonsillectomy",
}

// hadItBefore ends the words before the condition: "had the", "had my", "got
// my", "mi had di".
var hadItBefore = regexp.MustCompile(`\b(had|got|have had|i've had|'ve had)( the| my| a| an| di| me| both| both my| both the)?\s*$`)

// doneAfter opens the words right after the condition.
var doneAfter = regexp.MustCompile(`^\s*(done|fixed|repaired|mended|sorted|sorted out|operated on|seen to|taken out|removed|out|lasered|stripped|dealt with|seen about)\b`)

// hadConditionDone reports whether condition m is told as mended by an
// operation the patient had (see above).
func hadConditionDone(tx text, m extract.Mention) bool {
	before := tx.before(m)
	if !hadItBefore.MatchString(before) || !doneAfter.MatchString(tx.after(m)) {
		return false
	}
	return !containsAny(tx.partOf(m.Span[0]), plannedWords) && !hasAnyWord(before, []string{"need", "needs", "want", "wants", "going", "gonna", "if", "should"})
}

// mendedByOperation turns a condition had done into the operation for it,
// or into history where the lexicon has none.
func (r *Reader) mendedByOperation(s Statement) Statement {
	if p, ok := repairOf[s.Concept]; ok {
		s.Type, s.Concept, s.Display = Procedure, p, r.Display(p, "en")
		s.Historical, s.Status = true, Inactive
		return s
	}
	s.Historical = true
	return s
}
