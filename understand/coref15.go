package understand

import "slices"

// Complaints the reference resolver ranks drugs by, read from Chinese said
// as a place and how it feels (see zhStates), where the place is pointed
// at ("心口窝这儿烧得慌", "腰这块酸").

// zhStatesOfPlaces are further rows of zhStates.
var zhStatesOfPlaces = []struct {
	places, states, concept string
}{
	// The pit of the stomach or the chest burning is heartburn: "心口窝这儿烧
	// 得慌", "胃里火辣辣的". Not "心口发烧": 发 is no word between.
	{"心口窝|心口|胸口|胃里|胃口里", "烧得慌|烧得很|烧|火辣辣|火烧火燎", "sym:heartburn"},
}

// zhPointedAt may stand between a place and its state: the patient points
// at the place ("心口窝这儿", "腰这块").
var zhPointedAt = []string{"这儿", "这里", "这块", "这边", "那儿", "那块"}

// zhStateRows and zhBetweenWords are what zhStateStatements reads by.
var (
	zhStateRows    = slices.Concat(zhStates, zhStatesOfPlaces)
	zhBetweenWords = slices.Concat(zhBetween, zhPointedAt)
)
