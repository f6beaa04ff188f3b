// SPDX-License-Identifier: Apache-2.0
#include "cudasem/check.h"

#include "cudasem/driver.h"
#include "cudasem/observe.h"

namespace cudasem {

std::string error_text(cudaError_t e) {
  return std::string(cudaGetErrorName(e)) + " (" + std::to_string(static_cast<int>(e)) + ")";
}

std::string error_text(CUresult e) {
  const char* name = nullptr;
  std::string why;
  const Driver* d = load_driver(&why);
  if (d) d->cuGetErrorName(e, &name);
  return std::string(name ? name : "CUresult") + " (" + std::to_string(static_cast<int>(e)) + ")";
}

namespace {
template <typename E>
::testing::AssertionResult check(const char* call, E actual, E expected, bool record) {
  if (record) observe(call, error_text(actual));
  if (actual == expected) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << call << "\n    returned " << error_text(actual)
                                       << "\n    expected " << error_text(expected);
}
}  // namespace

::testing::AssertionResult check_error(const char* call, cudaError_t actual, cudaError_t expected,
                                       bool record) {
  return check(call, actual, expected, record);
}

::testing::AssertionResult check_error(const char* call, CUresult actual, CUresult expected,
                                       bool record) {
  return check(call, actual, expected, record);
}

::testing::AssertionResult check_not_success(const char* call, cudaError_t actual) {
  observe(call, error_text(actual));
  if (actual != cudaSuccess) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << call << "\n    returned cudaSuccess (0)"
                                       << "\n    expected an error";
}

::testing::AssertionResult check_not_success(const char* call, CUresult actual) {
  observe(call, error_text(actual));
  if (actual != CUDA_SUCCESS) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << call << "\n    returned CUDA_SUCCESS (0)"
                                       << "\n    expected an error";
}

cudaError_t last_error(LastError mode) {
  return mode == LastError::clear ? cudaGetLastError() : cudaPeekAtLastError();
}

}  // namespace cudasem
