// SPDX-License-Identifier: Apache-2.0
// Characterization: cuModuleGetGlobal of an existing global with both dptr and bytes NULL (only one
// may be) is called; the text names no outcome for it, and the code is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleGetGlobal, BothOutputsNullFails,
    {
        .api = {"cuModuleGetGlobal"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuModuleGetGlobal",
            .quote = "One of the parameters dptr or bytes (not both) can be NULL in which case it is ignored."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;

  cudasem::observe("get_global_both_outputs_null_result",
      drv.cuModuleGetGlobal(nullptr, nullptr, loaded.mod, cudasem::modules::kGlobal));
}
