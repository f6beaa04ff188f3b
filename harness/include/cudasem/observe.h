// SPDX-License-Identifier: Apache-2.0
// Observations: named values a case records, each typed (the record's "type"):
//   observe()      a verdict value: what the case found (an error code, whether a call waited, the
//                  bytes a copy delivered); compared between runs, and expectation entries name them;
//   measure()      a measurement: a time, rate, ratio, free-memory value, address or a count that
//                  races; shown, never compared between runs;
//   environment()  a fact of the GPU model or machine (an attribute, a memory size, a link width);
//                  shown beside the GPU, never a change between runs of different GPUs.
// A name is a label the case gives: lowercase words joined by '_' or '.', at least two words
// ("largest_size_returned_early", "pcie.max_width.lanes"), or a CUDA function's name; never a
// local variable's name ("r", "result", "flags") or expression text. A bad name is a harness error.
// Values are typed in the record (schema/record.schema.json): a returned code (observe(name,
// cudaError_t), check.h) is {"name", "code"}; a measured number of a series carries its series,
// unit, statistic and sweep point as fields (Quantity).
#pragma once

#include <cstdint>
#include <string>

namespace cudasem {

void observe(const std::string& name, bool value);
void observe(const std::string& name, std::int64_t value);
void observe(const std::string& name, int value);
void observe(const std::string& name, unsigned value);
void observe(const std::string& name, unsigned long value);
void observe(const std::string& name, unsigned long long value);
void observe(const std::string& name, double value);
void observe(const std::string& name, const std::string& value);
void observe(const std::string& name, const char* value);
// A verdict with the value the case expects of it: the record's "expected" beside "value" (the
// proof a claim cites). The case still passes or fails by its own assertions.
void observe(const std::string& name, bool value, bool expected);
void observe(const std::string& name, int value, int expected);
void observe(const std::string& name, std::int64_t value, std::int64_t expected);
void observe(const std::string& name, unsigned value, unsigned expected);
void observe(const std::string& name, unsigned long value, unsigned long expected);
void observe(const std::string& name, unsigned long long value, unsigned long long expected);
void observe(const std::string& name, double value, double expected);
void observe(const std::string& name, const std::string& value, const std::string& expected);
inline void observe(const std::string& name, const char* value, const char* expected) {
  observe(name, std::string(value), std::string(expected));
}
// An address, recorded as a hex string: a measurement (it differs from process to process).
void observe_pointer(const std::string& name, const void* value);

// Measurements: values that vary from run to run by nature (times, rates, free bytes, counts of
// polls). They are recorded with "measurement": true, shown as such in the report, and never
// counted as a change between two runs.
void measure(const std::string& name, double value);
void measure(const std::string& name, bool value);  // a racy yes/no (e.g. whether a kernel was still running)
void measure(const std::string& name, std::int64_t value);
void measure(const std::string& name, unsigned long long value);
inline void measure(const std::string& name, long long value) { measure(name, static_cast<std::int64_t>(value)); }
inline void measure(const std::string& name, int value) { measure(name, static_cast<std::int64_t>(value)); }
inline void measure(const std::string& name, unsigned long value) {
  measure(name, static_cast<unsigned long long>(value));
}
inline void measure(const std::string& name, unsigned value) { measure(name, static_cast<unsigned long long>(value)); }

void environment(const std::string& name, std::int64_t value);
void environment(const std::string& name, unsigned long long value);
void environment(const std::string& name, double value);
void environment(const std::string& name, const std::string& value);
void environment(const std::string& name, bool value);
inline void environment(const std::string& name, int value) { environment(name, static_cast<std::int64_t>(value)); }
inline void environment(const std::string& name, long long value) {
  environment(name, static_cast<std::int64_t>(value));
}
inline void environment(const std::string& name, unsigned value) {
  environment(name, static_cast<unsigned long long>(value));
}
inline void environment(const std::string& name, unsigned long value) {
  environment(name, static_cast<unsigned long long>(value));
}
inline void environment(const std::string& name, const char* value) { environment(name, std::string(value)); }

// A number of a measured series (the perf cases, cases/perf/perf.h). The record carries series,
// unit, stat and at as fields that the tools read; its name, <series>.<unit>[.<stat>][@<at>], is the
// stable label compare and expectations use. unit: one of schema/record.schema.json's units.
struct Quantity {
  std::string series;  // dotted lowercase words: "pinned.h2d", "limit.pcie_max"
  std::string unit;    // "GBps", "x", "us", "ms", "count", "gen", "lanes", "MHz", "MBps", "bits", ...
  std::string stat;    // "min", "median" or "max" of repeated runs; "" for a single number
  long long at = -1;   // the sweep point (a size in bytes, a count of streams); -1 outside a sweep
};
void measure(const Quantity& q, double value);
void measure(const Quantity& q, long long value);
void environment(const Quantity& q, double value);
void environment(const Quantity& q, long long value);

}  // namespace cudasem
