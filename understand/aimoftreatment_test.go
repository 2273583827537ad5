package understand_test

import "testing"

// A finding named as what a treatment is for is the treatment's kind, not
// the patient's finding (mts-dialog dev19: "before we do any weight loss
// surgeries"). Weight loss told as had stays.
func TestAimOfATreatment(t *testing.T) {
	runCases(t, []readCase{
		{"dev19: weight loss surgeries", [][2]string{
			clinician("I am well thank you. So Bariatric Surgery Center evaluated you today for band placement surgery for weight loss, right?"),
			patient("Yes that's when they found out I have gallstones and they want to take my gallbladder out before we do any weight loss surgeries.")},
			// The operations are to come (operationtocome.go): no weight loss is had either way.
			[]string{"condition cond:gallstones historical", "procedure proc:cholecystectomy hypothetical", "procedure proc:surgery hypothetical"}},
		{"weight loss pills", [][2]string{patient("My friend told me about weight loss pills.")}, []string{"medication class:weight_loss_medicines"}},
		{"surgery for weight loss", [][2]string{patient("I'd like to ask about an operation for weight loss.")}, []string{"procedure proc:surgery hypothetical"}},
		{"near miss: weight loss had", [][2]string{patient("I've had some weight loss and night sweats.")},
			[]string{"symptom sym:weight_loss", "symptom sym:night_sweats"}},
		{"near miss: weight loss for months", [][2]string{patient("There has been weight loss for months.")},
			[]string{"symptom sym:weight_loss"}},
	})
}
