// SPDX-License-Identifier: Apache-2.0
// Error checks that print the call, and the expected and actual error names and numbers.
//   CUDASEM_ASSERT_OK(cudaMalloc(&p, n));
//   CUDASEM_EXPECT_ERROR(cudaFree(p), cudaErrorInvalidValue);   // also recorded as an observation
//   CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostGetFlags(&f, p), CUDA_ERROR_INVALID_VALUE);
#pragma once

#include <cuda.h>
#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <string>

namespace cudasem {

std::string error_text(cudaError_t e);  // "cudaErrorInvalidValue (1)"
std::string error_text(CUresult e);     // "CUDA_ERROR_INVALID_VALUE (1)"

::testing::AssertionResult check_error(const char* call, cudaError_t actual, cudaError_t expected,
                                       bool record);
::testing::AssertionResult check_error(const char* call, CUresult actual, CUresult expected,
                                       bool record);
// The call failed, with a code its documentation lists (the toolkit headers' return lists,
// generated at build time); the code is recorded either way.
::testing::AssertionResult check_not_success(const char* call, cudaError_t actual);
::testing::AssertionResult check_not_success(const char* call, CUresult actual);
// The same for a code kept in a variable: judged against `function`'s documented codes and
// recorded as "<function>(<variable>)".
::testing::AssertionResult check_not_success_of(const char* function, const char* variable, cudaError_t actual);

// The function a checked call names ("drv.cuMemAlloc(&p, n)" -> "cuMemAlloc"), and its documented
// return codes as generated from the toolkit's headers ("cudaSuccess,cudaErrorInvalidValue,...";
// nullptr when the headers document none). Every checked call whose code is not documented for its
// function records the observation "undocumented_return_code.<function>".
std::string called_function(const char* call);
const char* documented_codes(const std::string& function);

// Reading the runtime's last-error slot: say whether it is cleared or only peeked at.
enum class LastError { clear, peek };
cudaError_t last_error(LastError mode);

}  // namespace cudasem

#define CUDASEM_ASSERT_OK(call) ASSERT_TRUE(::cudasem::check_error(#call, (call), cudaSuccess, false))
#define CUDASEM_EXPECT_OK(call) EXPECT_TRUE(::cudasem::check_error(#call, (call), cudaSuccess, false))
#define CUDASEM_ASSERT_ERROR(call, expected) \
  ASSERT_TRUE(::cudasem::check_error(#call, (call), (expected), true))
#define CUDASEM_EXPECT_ERROR(call, expected) \
  EXPECT_TRUE(::cudasem::check_error(#call, (call), (expected), true))
// The call must fail with one of its documented codes (where the text promises failure but
// names no code); which error it returns is recorded as an observation.
#define CUDASEM_EXPECT_FAILURE(call) EXPECT_TRUE(::cudasem::check_not_success(#call, (call)))
// The same for a code already returned (kept in a variable): `function` names the API whose
// documented codes apply, e.g. CUDASEM_EXPECT_FAILURE_OF(cudaHostRegister, result), or
// cudaLaunchKernel for a <<<>>> launch whose error cudaGetLastError returned. A bare variable in
// CUDASEM_EXPECT_FAILURE is a harness error: the documented codes could not be looked up.
#define CUDASEM_EXPECT_FAILURE_OF(function, code) \
  EXPECT_TRUE(::cudasem::check_not_success_of(#function, #code, (code)))
#define CUDASEM_EXPECT_CU_FAILURE(call) EXPECT_TRUE(::cudasem::check_not_success(#call, (call)))
#define CUDASEM_ASSERT_CU_OK(call) \
  ASSERT_TRUE(::cudasem::check_error(#call, (call), CUDA_SUCCESS, false))
#define CUDASEM_EXPECT_CU_ERROR(call, expected) \
  EXPECT_TRUE(::cudasem::check_error(#call, (call), (expected), true))
