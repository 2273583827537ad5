package main

import (
	"math"
	"testing"
	"time"
)

func TestPercentile(t *testing.T) {
	hundred := make([]float64, 100)
	for i := range hundred {
		hundred[i] = float64(100 - i) // unsorted on purpose
	}
	tests := []struct {
		name string
		xs   []float64
		p    float64
		want float64
	}{
		{"the median of 1..100 is 50", hundred, 50, 50},
		{"p95 of 1..100 is 95", hundred, 95, 95},
		{"p99 of 1..100 is 99", hundred, 99, 99},
		{"p100 is the maximum", hundred, 100, 100},
		{"a tiny p is the minimum", hundred, 0.1, 1},
		{"one value is every percentile", []float64{7}, 99, 7},
		{"p50 of two values is the lower", []float64{3, 1}, 50, 1},
		{"p95 of ten values is the largest", []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 95, 10},
		{"p90 of ten values is the ninth", []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 90, 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := percentile(tt.xs, tt.p); got != tt.want {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
	t.Run("no values give NaN", func(t *testing.T) {
		if !math.IsNaN(percentile(nil, 50)) {
			t.Fatal("not NaN")
		}
	})
	t.Run("the input is left unsorted", func(t *testing.T) {
		xs := []float64{3, 1, 2}
		percentile(xs, 50)
		if xs[0] != 3 {
			t.Fatal("percentile sorted its input")
		}
	})
}

func TestSummarize(t *testing.T) {
	st := summarize("context", 4, []float64{1, 2, 3, 4}, 1, 2*time.Second)
	if st.N != 4 || st.Errors != 1 || st.Mean != 2.5 || st.P50 != 2 || st.P99 != 4 || st.Throughput != 2 || st.Clients != 4 {
		t.Fatalf("%+v", st)
	}
}

func TestProcMemoryReadsThisProcess(t *testing.T) {
	rss, hwm := procMemory(osGetpid())
	if rss <= 0 || hwm < rss {
		t.Skipf("no /proc here (rss %d, hwm %d)", rss, hwm)
	}
}

func TestDirSizeCountsFiles(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir+"/a", 10)
	writeFile(t, dir+"/sub/b", 5)
	if got := dirSize(dir); got != 15 {
		t.Fatalf("got %d, want 15", got)
	}
}
