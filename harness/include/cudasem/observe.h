// SPDX-License-Identifier: Apache-2.0
// Observations: named values a case records (an error code, whether a call waited, a
// bandwidth). They go into the case's record and the report shows them per GPU/driver.
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
// Pointers are recorded as hex strings.
void observe_pointer(const std::string& name, const void* value);

// Measurements: values that vary from run to run by nature (times, rates, free bytes, counts of
// polls). They are recorded with "measurement": true, shown as such in the report, and never
// counted as a change between two runs.
void measure(const std::string& name, double value);
void measure(const std::string& name, std::int64_t value);
void measure(const std::string& name, unsigned long long value);
inline void measure(const std::string& name, long long value) { measure(name, static_cast<std::int64_t>(value)); }
inline void measure(const std::string& name, int value) { measure(name, static_cast<std::int64_t>(value)); }
inline void measure(const std::string& name, unsigned long value) {
  measure(name, static_cast<unsigned long long>(value));
}
inline void measure(const std::string& name, unsigned value) { measure(name, static_cast<unsigned long long>(value)); }

}  // namespace cudasem
