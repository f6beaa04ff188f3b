// SPDX-License-Identifier: Apache-2.0
// Characterization: cuFuncGetParamInfo of add_value (three parameters) at index 3 is called; the
// text names no outcome for it, and the code is recorded.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncGetParamInfo, IndexPastEndFails,
    {
        .api = {"cuFuncGetParamInfo"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuFuncGetParamInfo",
            .quote = "paramIndex must be less than the number of parameters that func takes."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  std::size_t offset = 0, size = 0;

  cudasem::observe("func_get_param_info_index_past_end_result", drv.cuFuncGetParamInfo(f, 3, &offset, &size));
}
