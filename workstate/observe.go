package workstate

import (
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/understand"
)

// Turn is what Observe needs of a stored turn besides its reading.
type Turn struct {
	ID      string
	Seq     int64
	Speaker string // understand.Patient, Assistant or Clinician
	Lang    string // the language of the notes' words: "zh" or "en"
	At      time.Time
}

// Vocabulary is what Observe needs of the concepts it notes: their names
// in a language ("drug:penicillin" → "penicillin"), and which allergy
// status covers which allergy (understand.Reader is one).
type Vocabulary interface {
	Display(conceptID, lang string) string
	Broader(general, specific string) bool
}

// Statement types (entity.Allergy, entity.Medication).
const (
	allergyType    = "allergy"
	medicationType = "medication"
)

// Observe folds one turn's reading into the state and returns the new
// state; s is not changed. Only what the patient asserts about themself
// confirms or constrains: a relative's history, a hypothetical or an
// uncertain statement does not. An uncertain or proposed statement is pending; a
// question asked of the patient is missing until a statement answers it.
func (s State) Observe(t Turn, r understand.Reading, v Vocabulary) State {
	name := func(id string) string { return v.Display(id, t.Lang) }
	out := s.clone()
	if t.Seq > out.LastSeq {
		out.LastSeq = t.Seq
	}
	source := "turn:" + t.ID
	for _, m := range r.Extract.Mentions {
		out.mentioned("allergy:"+m.ConceptID, t.Seq)
	}
	if t.Speaker != understand.Patient {
		for _, a := range r.Asks {
			if a.Concept == "" || a.Relative != "" || has(out.Confirmed, a.Concept) {
				continue
			}
			out.Missing = upsert(out.Missing, Note{Key: a.Concept, Text: name(a.Concept), Source: source, Seq: t.Seq, Type: a.Type})
		}
		if t.Speaker == understand.Clinician {
			out.ordered(t, r, name)
		}
		return out
	}
	out.settleAnswered(t, r)
	for _, w := range r.Withdrawn {
		out.withdraw(w.Concept, name(w.Concept), t.At)
	}
	for _, st := range r.Statements {
		if st.Concept == "" || st.Hypothetical || (st.Experiencer != "" && st.Experiencer != "patient") {
			continue
		}
		n := Note{Key: st.Concept, Text: name(st.Concept), Source: source, Seq: t.Seq}
		if n.Text == "" {
			n.Text = st.Display
		}
		if st.Negated {
			n.Text = words(t.Lang, "no ", "没有") + n.Text
		}
		if !st.Negated && (st.Historical || st.Status == understand.Stopped || st.Status == understand.Inactive || st.Status == understand.Resolved) {
			// "I quit five years ago": what was, said as such; a bare
			// "smoking" among the confirmed would read as now.
			n.Text += words(t.Lang, " (past)", "（既往）")
		}
		// An allergy the patient says is over ("I grew out of it") is a
		// claim only a clinician settles, as the memory gate keeps it: no
		// constraint now, and pending, not dropped. A proposal ("Any fever
		// or chills?" "Yes.") waits for a clinician as a hedge does.
		// "My sugars have been normal": the end of it is the clinician's
		// to confirm, as the gate proposes it; never "Confirmed: diabetes".
		resolved := st.Resolves && !st.Negated
		if resolved {
			n.Text += words(t.Lang, " resolved", "已好转")
		}
		if st.Uncertain || st.Proposed() || resolved || st.Type == allergyType && st.Historical && !st.Negated {
			n.Text += words(t.Lang, "?", "？")
			out.Pending = upsert(out.Pending, n)
			out.Missing = without(out.Missing, n.Key)
			continue
		}
		if st.Negated {
			// A denial settles the patient's own hedge of the same thing
			// ("我好像对头孢过敏" … "我自己吃头孢没事"), as the record takes
			// back its claim: the state must not deny it and ask it.
			out.Pending = without(out.Pending, n.Key)
		}
		switch {
		case st.Type == allergyType:
			// The constraint says it; a note would repeat it. Any allergy
			// the patient states answers "any allergies?" too.
			out.Missing = without(without(out.Missing, n.Key), understand.NoKnownAllergy)
			out.anchor(Anchor{TurnID: t.ID, Seq: t.Seq, Why: AnchorAllergy})
			value := words(t.Lang, "allergic to ", "对") + name(st.Concept) + words(t.Lang, "", "过敏")
			switch {
			case st.Negated && st.Concept == understand.NoKnownAllergy:
				// What the patient knows of, not a proven absence: "no
				// allergies" is no known allergy, the words a clinician
				// writes, never "not allergic to any allergen".
				value = words(t.Lang, "no known allergies", "无已知过敏")
			case st.Negated && st.Concept == understand.NoKnownDrugAllergy:
				// "药物没有过敏的": of drugs alone; a food may still be one.
				value = words(t.Lang, "no known drug allergies", "无已知药物过敏")
			case st.Negated:
				value = words(t.Lang, "not allergic to ", "对") + name(st.Concept) + words(t.Lang, "", "不过敏")
			case st.Attributes[entity.AllergyTypeAttribute] == entity.Intolerance:
				value = words(t.Lang, "intolerant of ", "对") + name(st.Concept) + words(t.Lang, "", "不耐受")
			}
			var untrue []string
			if !st.Negated {
				// An allergy told after "no allergies", or a drug's after "no
				// drug allergies", replaces it, as the record's gate closes
				// it: the state must not say both.
				for _, status := range []string{understand.NoKnownAllergy, understand.NoKnownDrugAllergy} {
					if v.Broader(status, st.Concept) {
						untrue = append(untrue, "allergy:"+status)
					}
				}
			}
			out.replace(untrue, "allergy:"+st.Concept, value, "the patient said so", source, t.At)
		default:
			out.confirm(n)
			if out.Goal == "" && !st.Negated && !st.Historical && !st.Resolves && (st.Type == "symptom" || st.Type == "condition") {
				out.Goal, out.GoalSource = name(st.Concept), source
				out.anchor(Anchor{TurnID: t.ID, Seq: t.Seq, Why: AnchorComplaint})
			}
			if st.Type == medicationType && !st.Negated && !st.Historical && (st.Status == "" || st.Status == "active") {
				out.anchor(Anchor{TurnID: t.ID, Seq: t.Seq, Why: AnchorMedication})
			}
		}
	}
	return out
}

// ordered notes what a clinician orders for the patient's drugs: a drug
// the patient confirmed taking and the clinician then stops must not stay
// "confirmed" as if still taken.
func (s *State) ordered(t Turn, r understand.Reading, name func(conceptID string) string) {
	for _, st := range r.Statements {
		if st.Type != medicationType || st.Concept == "" || st.Negated || st.Uncertain || st.Hypothetical || (st.Experiencer != "" && st.Experiencer != "patient") {
			continue
		}
		n := Note{Key: st.Concept, Text: name(st.Concept), Source: "turn:" + t.ID, Seq: t.Seq}
		if n.Text == "" {
			n.Text = st.Display
		}
		if st.Status == understand.Stopped {
			n.Text += words(t.Lang, " (stop ordered)", "（医嘱停用）")
		} else {
			n.Text += words(t.Lang, " (ordered)", "（医嘱）")
		}
		s.confirm(n)
	}
}

// settleAnswered drops the questions of the latest asking turn that the
// patient's answer settles by telling something of their kind: "Are you on
// a blood thinner, like warfarin or apixaban?" "Yes, the apixaban." leaves
// neither the class nor warfarin still to ask, and "以前做过什么手术吗？"
// "阑尾切了" leaves no operation to ask. A turn is an answer when the
// reading says so or when it comes right after the question.
func (s *State) settleAnswered(t Turn, r understand.Reading) {
	told := map[string]bool{}
	for _, st := range r.Statements {
		if st.Concept != "" && !st.Hypothetical && (st.Experiencer == "" || st.Experiencer == "patient") {
			told[st.Type] = true
		}
	}
	var latest int64
	for _, n := range s.Missing {
		latest = max(latest, n.Seq)
	}
	if !r.Answered && latest != t.Seq-1 {
		return
	}
	// An answer that tells nothing new ("Any other allergies?" "No, that
	// was the only one.", "别的没有") settles its questions too (session
	// 69's reviews: they stayed "still to ask").
	bare := r.Answered && len(r.Statements) == 0
	kept := s.Missing[:0:0]
	for _, n := range s.Missing {
		if n.Seq != latest || !told[n.Type] && !bare {
			kept = append(kept, n)
		}
	}
	s.Missing = kept
}

// mentioned refreshes the constraint key, if there is one, as mentioned at
// seq.
func (s *State) mentioned(key string, seq int64) {
	for i := range s.Constraints {
		if s.Constraints[i].Key == key && seq > s.Constraints[i].LastSeq {
			s.Constraints[i].LastSeq = seq
		}
	}
}

// words picks the English or the Chinese words of a note.
func words(lang, en, zh string) string {
	if lang == "zh" {
		return zh
	}
	return en
}

// withdraw takes off what the patient takes back ("I have high blood
// pressure." … "Actually no, that's my wife"): its notes, and the goal it
// set, which is kept in the goal's history. The record's gate closes the
// fact; the state must not go on saying it.
func (s *State) withdraw(key, display string, at time.Time) {
	s.Confirmed, s.Pending = without(s.Confirmed, key), without(s.Pending, key)
	if s.Goal != "" && s.Goal == display {
		s.GoalHistory = append(s.GoalHistory, Replacement{Value: s.Goal, Why: "the patient took it back", Source: s.GoalSource, At: at})
		s.Goal, s.GoalSource = "", ""
	}
}
