// SPDX-License-Identifier: Apache-2.0
// Internal: case metadata as JSON, validation, the document table.
#pragma once

#include <string>
#include <vector>

#include "cudasem/case.h"
#include "json.h"

namespace cudasem {

// The document table and the kind names are schema/vocabulary.json's (cudasem_vocabulary.h).
std::string kind_name(Kind k);
std::string claim_name(Claim c);
// The area is the first component of the id.
std::string area_of(const std::string& id);
std::vector<std::string> labels_of(const CaseInfo& info);
Json citation_json(const Citation& c);
Json case_json(const RegisteredCase& c);
// Problems with the declarations of this binary (bad ids, duplicates, missing citations,
// unknown attribute names); empty when all is well.
std::vector<std::string> validate_cases();
const RegisteredCase* find_case(const std::string& id);
HelperMain find_helper(const std::string& name);

}  // namespace cudasem
