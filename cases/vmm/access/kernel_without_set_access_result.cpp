// SPDX-License-Identifier: Apache-2.0
// In a helper process: a range is reserved, created and mapped, but cuMemSetAccess is never
// called; a kernel writes into it. The text says the mapping is not accessible and asks the caller
// to set access, but says nothing of what an access does, so the launch's and the synchronize's
// codes are recorded (characterization; a sticky error stays in the helper).
#include "../vmm.h"
#include "cudasem/cudasem.h"

#include <optional>

CUDASEM_HELPER(vmm_write_without_access) {
  using namespace cudasem::vmm;
  const cudasem::Driver* drv = nullptr;
  CUdevice dev = 0;
  if (const int code = helper_primary_current(drv, dev)) return code;
  std::size_t gran = 0;
  CUdeviceptr p = 0;
  if (!helper_map_granule(*drv, dev, &p, &gran)) return 5;  // no cuMemSetAccess
  const cudaError_t launch = cudasem::kernels::launch_write(nullptr, reinterpret_cast<unsigned*>(p), 1);
  const cudaError_t sync = cudaDeviceSynchronize();
  cudasem::helper_send("launch", launch);
  cudasem::helper_send("synchronize", sync);
  return 0;
}

CUDASEM_CASE(CuMemMap, KernelWithoutSetAccessResult,
    {
        .api = {"cuMemMap"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemMap",
            .quote =
                "Please note calling cuMemMap does not make the address accessible, the caller needs to update accessibility of a contiguous mapped VA range by calling cuMemSetAccess."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
        .intentional_faults = {{"memcheck",
            "its helper writes to a mapped range without access on purpose (the fault is the behavior under test)"}},
    }) {
  cudasem::HelperRun run = cudasem::run_helper("vmm_write_without_access", {});

  CUDASEM_ASSERT_TRUE_NAMED("helper.exited_cleanly", run.finished && run.exit_code == 0)
      << "helper exit " << run.exit_code << " " << run.error << run.output;
  const std::optional<cudasem::HelperCode> launch = run.code("launch"), sync = run.code("synchronize");
  CUDASEM_ASSERT_TRUE_NAMED("helper.reported_codes", launch && sync) << run.output;
  cudasem::observe("kernel_launch_code", *launch);
  cudasem::observe("synchronize_code", *sync);
  cudasem::observe("kernel_completed_without_error", launch->code == cudaSuccess && sync->code == cudaSuccess);
}
