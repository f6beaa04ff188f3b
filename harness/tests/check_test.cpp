// SPDX-License-Identifier: Apache-2.0
// The compile-time parse behind the check macros: the checked expression must be a call of a
// named function, and the recorded name is that function's, never the expression's text.
#include <gtest/gtest.h>

#include <string_view>

#include "cudasem/check.h"
#include "observations.h"

namespace {

using cudasem::detail::parse_call;

constexpr std::string_view callee(std::string_view text) {
  const auto c = parse_call(text);
  return c.ok ? text.substr(c.begin, c.end - c.begin) : std::string_view("<not a call>");
}

static_assert(callee("cudaFree(p)") == "cudaFree");
static_assert(callee("  cudaMemcpy(dst, src, n, cudaMemcpyDefault)  ") == "cudaMemcpy");
static_assert(callee("drv.cuMemAlloc(&p, n)") == "cuMemAlloc");
static_assert(callee("d->cuMemFree(p)") == "cuMemFree");
static_assert(callee("cudasem::kernels::launch_fill(s, p, n, 7)") == "launch_fill");
static_assert(callee("::cudaGetLastError()") == "cudaGetLastError");
static_assert(callee("cudaLaunchKernelEx(&config, kernel<int>, x)") == "cudaLaunchKernelEx");
static_assert(callee("cudaFuncGetAttributes<decltype(k)>(&a, k)") == "cudaFuncGetAttributes");
static_assert(callee("f(\")\", g(1))") == "f");
static_assert(callee("run([&] { return cudaFree(p); })") == "run");
// Not calls of a named function: a variable, a member, a call whose result is used, an assignment.
static_assert(callee("result") == "<not a call>");
static_assert(callee("r.get_before") == "<not a call>");
static_assert(callee("limit.error") == "<not a call>");
static_assert(callee("r = drv.cuMemMap(p, n, 0, h, 0)") == "<not a call>");
static_assert(callee("f(x).g") == "<not a call>");
static_assert(callee("f(x) + g(y)") == "<not a call>");
static_assert(callee("(cudaFree(p))") == "<not a call>");
static_assert(callee("ok ? cudaFree(p) : cudaSuccess") == "<not a call>");
static_assert(callee("") == "<not a call>");
static_assert(cudasem::detail::is_identifier("cudaFree"));
static_assert(!cudasem::detail::is_identifier("r.result"));
static_assert(!cudasem::detail::is_identifier("cudaFree(p)"));

TEST(Check, CalleeParseIsCheckedAtCompileTime) { SUCCEED() << "the static_asserts above are the test"; }

// A data proof records the named observation with its value and the value expected, typed as the
// record's types (an unsigned size stays unsigned, an enum its integer), and fails when they differ.
static_assert(std::is_same_v<decltype(cudasem::detail::proof_value(std::size_t{4})), unsigned long long>);
static_assert(std::is_same_v<decltype(cudasem::detail::proof_value(cudaMemoryTypeDevice)), std::int64_t>);
static_assert(std::is_same_v<decltype(cudasem::detail::proof_value("x")), std::string>);

TEST(Check, DataProofRecordsValueAndExpected) {
  EXPECT_TRUE(cudasem::proof_eq("bytes.copied", std::size_t{4}, 4));
  const ::testing::AssertionResult differs = cudasem::proof_eq("flag_seen", false, true);
  EXPECT_FALSE(differs);
  EXPECT_EQ(std::string(differs.message()), "flag_seen: expected true, found false");
  const std::string record = cudasem::observations_json().dump();
  EXPECT_NE(record.find(R"({"name":"bytes.copied","value":4,"type":"verdict","expected":4})"), std::string::npos)
      << record;
  EXPECT_NE(record.find(R"({"name":"flag_seen","value":false,"type":"verdict","expected":true})"), std::string::npos)
      << record;
}

// Every checked call's code is tallied once per function and code, a success included, with the
// number of calls that returned it, in the order first seen (the record's "returned").
TEST(Check, ReturnedCodesAreTalliedPerFunctionAndCode) {
  cudasem::tally_return("cudaMalloc", "cudaSuccess", 0);
  cudasem::tally_return("cudaFree", "cudaErrorInvalidValue", 1);
  cudasem::tally_return("cudaMalloc", "cudaSuccess", 0);
  const std::string tally = cudasem::returned_json().dump();
  EXPECT_EQ(tally, R"([{"function":"cudaMalloc","code":{"name":"cudaSuccess","code":0},"calls":2},)"
                   R"({"function":"cudaFree","code":{"name":"cudaErrorInvalidValue","code":1},"calls":1}])");
}

}  // namespace
