// SPDX-License-Identifier: Apache-2.0
// Characterization: cuCtxGetLimit with CU_LIMIT_MAX, a value outside the supported CUlimit list, is
// called; the text names no outcome for it, and the code is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetLimit, InvalidLimitRejected,
    {
        .api = {"cuCtxGetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuCtxGetLimit",
            .quote = "Returns in *pvalue the current size of limit. The supported CUlimit values are:"},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  std::size_t value = 0;

  cudasem::observe("get_limit_invalid_limit_result", drv.cuCtxGetLimit(&value, CU_LIMIT_MAX));
}
