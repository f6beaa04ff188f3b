// SPDX-License-Identifier: Apache-2.0
// A helper process's values as the case's verdict observations (child.h): apart from child.cpp, whose
// protocol the GPU-free child tests link without the record.
#include "cudasem/child.h"
#include "cudasem/observe.h"
#include "observations.h"

namespace cudasem {

void observe(const std::string& name, const HelperCode& code) { record_code(name, code.name, code.code); }

void observe(const std::string& name, const HelperMessage& message) {
  if (const std::optional<HelperCode> code = message.code())
    observe(name, *code);
  else
    observe(name, message.text());
}

void observe(const std::string& name, const HelperReport& report, const std::string& key) {
  if (const HelperMessage* message = report.find(key))
    observe(name, *message);
  else
    observe(name, std::string());
}

}  // namespace cudasem
