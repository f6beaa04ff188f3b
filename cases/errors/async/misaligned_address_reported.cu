// SPDX-License-Identifier: Apache-2.0
// In a helper process: a kernel loads a 4-byte int from an address that is 1 byte past a
// cudaMalloc allocation's start; the next synchronize reports cudaErrorMisalignedAddress.
#include "cudasem/cudasem.h"
#include "../errors.h"

namespace {
__global__ void load_misaligned(const char* base, int* out) { *out = *reinterpret_cast<const volatile int*>(base + 1); }
}  // namespace

CUDASEM_HELPER(errors_async_misaligned_load) {
  char* base = nullptr;
  int* out = nullptr;
  if (cudaMalloc(&base, 64) != cudaSuccess || cudaMalloc(&out, sizeof(int)) != cudaSuccess) return 2;
  if (cudaMemset(base, 0, 64) != cudaSuccess) return 2;  // the load's only fault is its alignment
  load_misaligned<<<1, 1>>>(base, out);
  cudasem::helper_send("launch", cudaGetLastError());
  cudasem::helper_send("synchronize", cudaDeviceSynchronize());
  return 0;
}

CUDASEM_CASE(AsyncErrors, MisalignedAddressReported,
    {
        .api = {"cudaDeviceSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorMisalignedAddress)",
            .quote = "The device encountered a load or store instruction on a memory address which is not aligned."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .exclusive = true,  // a helper process faults on this GPU
        .intentional_faults = {{"memcheck",
            "performs a misaligned load on purpose (the fault is the behavior under test)"}},
    }) {
  namespace ea = cudasem::errors;

  cudasem::HelperRun r = cudasem::run_helper("errors_async_misaligned_load", {});

  CUDASEM_ASSERT_TRUE_NAMED("helper_started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper_finished", r.finished) << r.output;
  const std::string sync = r.text("synchronize");
  cudasem::observe("launch_error", r, "launch");
  cudasem::observe("synchronize_error", r, "synchronize");
  CUDASEM_EXPECT_EQ_NAMED("helper_exit_code", r.exit_code, 0) << r.output;
  CUDASEM_EXPECT_EQ_NAMED("launch_error_name", ea::error_name(r.text("launch")), "cudaSuccess");
  CUDASEM_EXPECT_EQ_NAMED("synchronize_error_name", ea::error_name(sync), "cudaErrorMisalignedAddress");
}
