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

}  // namespace cudasem
