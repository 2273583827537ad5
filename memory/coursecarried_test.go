package memory_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
)

// A course ordered at the end of one session is what "the medicine is
// finished" at the next visit's first patient turn refers to: its drugs
// stop (understand.LastCourse, carried by the memory layer into the new
// session). Before, the new session read the finish against nothing, and
// the esomeprazole of a finished H. pylori course stayed active (s48 blind
// round 18 zh04). A refill asked for, or a drug that was no course, stops
// nothing.
func TestACourseFinishedAtTheNextVisit(t *testing.T) {
	order := "给你开四联：艾司奥美拉唑和枸橼酸铋钾，一天两次饭前吃，一共吃14天。"
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			for _, c := range []struct {
				name, order, next, drug, want string
			}{
				{"the course finished", order, "大夫，俺又来了。十四天的药俺都吃完了，全停了。", "drug:esomeprazole", entity.Stopped},
				{"near miss: a refill asked", order, "大夫，药吃完了，再开点。", "drug:esomeprazole", entity.Active},
				{"near miss: no course", "给你开氨氯地平，每天一片。", "大夫，俺又来了。药俺都吃完了。", "drug:amlodipine", entity.Active},
				{"an English course", "I'll give you doxycycline, 100 mg twice a day for seven days.", "Hi, it's me again. Finished the tablets on Thursday.",
					"drug:doxycycline", entity.Stopped},
			} {
				t.Run(c.name, func(t *testing.T) {
					e := newEnv(t, backend, nil)
					e.turnIn("s1", "t1", "clinician", c.order, nil)
					// The visit's close after the order (round 18 zh04).
					e.turnIn("s1", "t2", "patient", "中，中。", nil)
					e.turnIn("s1", "t3", "assistant", "吃药期间别喝酒。", nil)
					e.turnIn("s1", "t4", "patient", "好的，知道了。", nil)
					e.turnIn("s1", "t5", "assistant", "按疗程把药吃完，以后按时复查。", nil)
					e.turnIn("s2", "t6", "patient", c.next, nil)
					if status := e.statusOf(entity.Medication, c.drug); status != c.want {
						t.Errorf("%s is %q, want %q", c.drug, status, c.want)
					}
				})
			}
		})
	}
}

// What the previous session left open is what "the infection's cleared" and
// "the toe's grand" at the next visit's first turn refer to
// (understand.OpenFindings): the toe pain the patient told ends, and so does
// the infection when a clinician in person says so. A patient's word that
// the infection is over stays a claim (the gate's policy for conditions),
// and with two infections open nothing ends.
func TestAFindingSaidOverAtTheNextVisit(t *testing.T) {
	first := []string{"I've had this chesty cough for ten days, and my big toe's killing me.",
		"You've got a chest infection. I'll give you doxycycline, 100 mg twice a day for a week."}
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			for _, c := range []struct {
				name      string
				first     []string
				role      string
				inPerson  bool
				next      string
				concept   string
				wantState string
			}{
				{"the toe", first, "patient", false, "Back to you now, the toe's grand.", "sym:toe_pain", entity.Inactive},
				{"the infection, said by the clinician", first, "clinician", true, "Your chest's clear now, the infection's cleared.",
					"cond:lower_respiratory_infection", entity.Inactive},
				{"the infection, said by the patient: a claim", first, "patient", false, "Hiya, it's me again. The infection's cleared up.",
					"cond:lower_respiratory_infection", entity.Active},
				{"near miss: two infections open", append(first, "And that's a urine infection too, the same antibiotic covers both."),
					"clinician", true, "Your chest's clear now, the infection's cleared.", "cond:lower_respiratory_infection", entity.Active},
			} {
				t.Run(c.name, func(t *testing.T) {
					e := newEnv(t, backend, nil)
					for i, text := range c.first {
						role := "patient"
						if i > 0 {
							role = "clinician"
						}
						e.turnIn("s1", fmt.Sprintf("a%d", i), role, text, nil)
					}
					sc := e.sc
					if c.inPerson {
						sc = e.clinician()
					}
					if _, _, err := e.svc.Ingest(context.Background(), sc, memory.TurnRequest{PatientID: "p1", SessionID: "s2", TurnID: "b0",
						Role: c.role, Text: c.next}); err != nil {
						t.Fatal(err)
					}
					state := ""
					for _, f := range e.record() {
						if f.Attributes[entity.ConceptAttribute] == c.concept {
							state = f.Status
						}
					}
					if state != c.wantState {
						t.Errorf("%s is %q, want %q", c.concept, state, c.wantState)
					}
				})
			}
		})
	}
}

// A course the patient told, said finished in the same session, ends: the
// record held it to an end of its own (session 70's review 6, Z16). The
// gate took it as a word changed within the session and raised a claim,
// leaving the levofloxacin taken. A refill asked for ends nothing.
func TestACourseFinishedInTheSessionThatToldIt(t *testing.T) {
	told := "医生说尿路感染，开了左氧氟沙星，一天一次吃五天。"
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			for _, c := range []struct{ name, next, want string }{
				{"finished", "现在吃完了，已经不疼了，也不跑厕所了。", entity.Stopped},
				{"near miss: a refill asked", "药吃完了，再开点吧。", entity.Active},
			} {
				t.Run(c.name, func(t *testing.T) {
					e := newEnv(t, backend, nil)
					e.turnIn("s1", "t1", "patient", told, nil)
					e.turnIn("s1", "t2", "patient", c.next, nil)
					if status := e.statusOf(entity.Medication, "drug:levofloxacin"); status != c.want {
						t.Errorf("levofloxacin is %q, want %q", status, c.want)
					}
				})
			}
		})
	}
}
