package client_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/anamnesis-health/anamnesis/client"
)

// The README's example: post a turn, then ask for the context of the next
// reply. It is compiled, not run: it needs a memoryd.
func Example() {
	ctx := context.Background()
	c := client.New("http://127.0.0.1:8080", os.Getenv("AGENT"))
	turn, err := c.PostTurn(ctx, "p-001", "s-1", client.TurnRequest{TurnID: "t-0004", Role: "patient", Text: "我好像对青霉素过敏"})
	var apiErr *client.Error
	if errors.As(err, &apiErr) && apiErr.Retryable() {
		log.Fatalf("memoryd is degraded; retry turn t-0004 later: %v", err)
	} else if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(turn.Claims), "claim(s) for a clinician")
	res, err := c.Context(ctx, "p-001", client.ContextRequest{SessionID: "s-1", Query: "我能吃阿莫西林吗？", BudgetTokens: 800})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Prompt) // what your model reads before it answers
}
