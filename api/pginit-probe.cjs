const { PGlite } = require('@electric-sql/pglite');
const { postgis } = require('@electric-sql/pglite-postgis');
const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist');
const fs=require('fs');
(async()=>{
 const data=process.argv[2] && fs.readFileSync(process.argv[2]);
 for (let i=0;i<2;i++){
 const t0=performance.now(); const c0=process.cpuUsage();
 const db = await PGlite.create({ extensions: { postgis, btree_gist }, loadDataDir: data && new Blob([data]) });
 const t1=performance.now(); const c1=process.cpuUsage(c0);
 await db.query("select ST_AsText(ST_Buffer(ST_MakePoint(1,2),1))");
 const t2=performance.now();
 const c=process.cpuUsage(c0);
 console.log('create',Math.round(t1-t0),'cpu',Math.round((c1.user+c1.system)/1000),'first postgis query',Math.round(t2-t1),'cpu',Math.round((c.user+c.system)/1000));
 await db.close();
 }
})();
