package extract

import (
	"slices"
	"testing"
)

func TestPeopleNamesEveryRelationOnce(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"我老公天天在阳台抽烟", []string{Spouse}},
		{"我爱人一天要抽多少根？", []string{Spouse}},
		{"我妈七十三了，我妈的血糖高", []string{"mother"}},
		{"My mum and my husband both have asthma", []string{"mother", Spouse}},
		{"The dog bit my daughter", []string{Animal, "child"}},
		// Not relations: the patient, a pronoun, a friend, a word that
		// contains a kin word.
		{"I told him my friend has it", nil},
		{"大姨妈来了，肚子疼", nil},
		{"I went to the pharmacy", nil},
	} {
		if got := People(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("People(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// South Asian English names family by the home language's words: "amma",
// "appa", "akka", "nani". A word that only contains one ("grammar",
// "Anna", "Patti") names no one.
func TestSouthAsianKinWords(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"and is amma keeping well she is on tablets for the sugar", []string{"mother"}},
		{"my appa had a stroke last year", []string{"father"}},
		{"akka also has thyroid", []string{"sibling"}},
		{"my nani was diabetic", []string{"grandparent"}},
		{"my abbu and ammi both have pressure", []string{"father", "mother"}},
		{"I had trouble with the grammar", nil},
		{"Anna and Patti came with me", nil},
	} {
		if got := People(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("People(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// A friend has regional names: "my butty from the club" (Welsh, s49 blind
// round 17 en13), "me marra", "my bestie", "a cobber". They name someone who
// is not the patient nor a relative. A word that only contains one
// ("buttery", "chummy") names no one.
func TestFriendsRegionalNames(t *testing.T) {
	for _, tt := range []struct {
		text, want string
	}{
		{"my butty from the club is on fentanyl patches", Other},
		{"me marra at work has the same", Other},
		{"my bestie takes sertraline", Other},
		{"a cobber had gout", Other},
		{"my homie", Other},
		{"buttery toast", ""},
		{"a chummy nurse", ""},
	} {
		if got := LastPerson(tt.text); got != tt.want {
			t.Errorf("LastPerson(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
