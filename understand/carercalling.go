package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Care-home or agency staff may call about a resident: "Hello, I'm a carer
// at Rowan House, calling about Mr Patel in room 4. He's much more chesty
// today and his sats are 88% on air" … "Sorry, I've got a stinking cold
// myself so I'm wearing a mask" (s46 blind round 14 en13: nothing of Mr
// Patel's was written, and the carer's cold was raised as the patient's).
// Staff who say they call about the resident by title and name speak for
// him, as a paid carer who says "我替他说" does (paidcarer.go): "he" is
// the patient, and what the carer tells of themselves is written nowhere.
// A carer who only says what they do ("I'm a carer, I've hurt my back
// lifting") calls about themselves, and "calling about my mum" is a
// relative's call (englishProxyFor).

// englishStaffCalling: a carer's or nurse's role, where they work, and the
// resident called about by title.
var englishStaffCalling = regexp.MustCompile(`\b(?:i'm|i am|this is|it's) (?:a |one of the |the |[a-z]+, (?:a |one of the |the )?)?(?:carers?|care workers?|care assistants?|support workers?|nurses?|healthcare assistants?|senior carer|team leader)\b` +
	`[^.!?]{0,60}?\b(?:calling|ringing|phoning|writing|messaging|here|contacting you) (?:about|for|regarding|on behalf of) (?:our |one of our residents,? )?(?:mr|mrs|ms|miss|mister)\.? [a-z]+`)

// englishStaffFromAHome: a name and a care home the caller is from, then
// the resident called about by title ("this is Donna from Maple Grove care
// home, I'm calling about Mr Patel in room 12", s47 blind round 15 en07).
// The home says the caller is staff as the role does; "I'm calling about
// my mum at Maple Grove care home" names no title after "about" and is a
// relative's call.
var englishStaffFromAHome = regexp.MustCompile(`\b(?:i'm|i am|this is|it's) [a-z]+ (?:from|at) (?:the )?[a-z' ]{0,40}?\b(?:care|nursing|residential|rest|retirement) (?:home|centre|center|facility)\b` +
	`[^.!?]{0,60}?\b(?:calling|ringing|phoning|writing|messaging|contacting you) (?:about|for|regarding|on behalf of) (?:our |one of our residents,? )?(?:mr|mrs|ms|miss|mister)\.? [a-z]+`)

// englishStaffFromAHouse: a care home named by its house ("hi it's Dawn
// from Beech House about Mr Lewis", "it's Priya from Willow Lodge about Mr
// Okafor"; coref dev26), with the resident by title right after it. At a
// later call the caller says "again" ("Hi, it's Dawn from Beech House
// again about Mr Lewis", s51 blind round 20 en09), which is the same call.
var englishStaffFromAHouse = regexp.MustCompile(`\b(?:i'm|i am|this is|it's) [a-z]+ (?:from|at) (?:the )?[a-z' ]{2,30}?\b(?:lodge|house|court|manor|grange)\b,? (?:again,? )?(?:calling |ringing |phoning )?(?:again )?(?:about|regarding) (?:our )?(?:mr|mrs|ms|miss|mister)\.? [a-z]+`)

// englishCallingAboutTitled and englishStaffSelf: the call about a person
// by title, and the caller's paid role said in another sentence of the
// turn: "it's Dawn from Riverside Care. I'm calling about Mr Robson, I'm
// his carer" (s53, blind round 21 en17, a home-care agency with no "home"
// in its name: Mr Robson's Parkinson's and falls went in as no one's).
// The next call may drop the verb: "it's Dawn from Riverside Care again,
// about Mr Robson". "I'm calling about Mr Robson, he's my neighbour" says
// no role.
var (
	englishCallingAboutTitled = regexp.MustCompile(`\b(?:(?:calling|ringing|phoning|writing|messaging|contacting you) (?:about|for|regarding|on behalf of)|(?:again,? )?(?:about|regarding)) (?:mr|mrs|ms|miss|mister)\.? [a-z]+`)
	englishStaffSelf          = regexp.MustCompile(`\b(?:i'm|i am)(?: [a-z]+,)? (?:his|her|their) (?:carer|care worker|care assistant|support worker|key worker|keyworker|district nurse|nurse)\b|\bfrom [a-z' ]{2,30}?\b(?:care|homecare|home care|care services|nursing)\b`)
)

// englishCarerOfNamed: the caller's paid role said of the patient by name:
// "Hello, I'm Mrs Okafor's carer, I come in to her mornings and evenings"
// (session 74's review 15, E08: all of Mrs Okafor's drugs went to someone
// else, and the carer's own penicillin allergy to her).
var englishCarerOfNamed = regexp.MustCompile(`\b(?:i'm|i am|this is|it's) (?:(?:mr|mrs|ms|miss|mister)\.? )?[a-z]+'s (?:carer|care worker|care assistant|support worker|key worker|keyworker|home help|district nurse)\b`)

// staffCallingOf returns, for a turn where staff call about a resident as
// above, the typist a paid carer is and the patient; "", "" otherwise.
// text is lower-cased.
func staffCallingOf(text string) (typist, typingFor string) {
	if !englishStaffCalling.MatchString(text) && !englishStaffFromAHome.MatchString(text) && !englishStaffFromAHouse.MatchString(text) &&
		!(englishCallingAboutTitled.MatchString(text) && englishStaffSelf.MatchString(text)) && !englishCarerOfNamed.MatchString(text) {
		return "", ""
	}
	return paidCarerTypist, extract.Patient
}
